import { randomUUID } from "node:crypto";
import { type Payment, PaymentNotFound, PaymentRepository } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect, Option } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  insertUser,
  type MigratedTestDatabase,
  openMigratedTestDatabase,
  type RepositoryRuntime,
  repositoryRuntime,
} from "../testing/index.ts";

const timeout = 60_000;
const payments = Effect.service(PaymentRepository);

const payment = (createdAt: string, fields: Partial<Payment> = {}): Payment => ({
  id: randomUUID(),
  providerPaymentId: `pi_${randomUUID()}`,
  planId: "pro",
  invoiceId: null,
  amount: 1900,
  currency: "USD",
  status: "pending",
  failureReason: null,
  createdAt,
  paidAt: null,
  refundedAt: null,
  ...fields,
});

describeEachBackend("PaymentRepository", (backend) => {
  let test: MigratedTestDatabase;
  let runtime: RepositoryRuntime;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    runtime = repositoryRuntime(test.database);
  }, timeout);

  afterAll(async () => {
    await runtime?.dispose();
    await test?.close();
  }, timeout);

  const newUserId = async () => (await insertUser(test.database.orm.em.fork())).id;

  it("stores a payment, finds it by id and by the provider's id, and updates it", async () => {
    const userId = await newUserId();
    const pending = payment("2026-03-31T09:30:00.000Z");
    expect(
      await runtime.run(
        Effect.flatMap(payments, (repository) => repository.create(userId, pending)),
      ),
    ).toEqual(pending);
    expect(
      await runtime.run(
        Effect.flatMap(payments, (repository) =>
          repository.findByProviderId(pending.providerPaymentId),
        ),
      ),
    ).toEqual(Option.some({ userId, payment: pending }));
    const refunded = {
      ...pending,
      status: "refunded" as const,
      paidAt: "2026-03-31T09:31:00.000Z",
      refundedAt: "2026-04-02T09:00:00.000Z",
    };
    expect(
      await runtime.run(
        Effect.flatMap(payments, (repository) => repository.update(userId, refunded)),
      ),
    ).toEqual(refunded);
    expect(
      await runtime.run(
        Effect.flatMap(payments, (repository) => repository.get(userId, pending.id)),
      ),
    ).toEqual(refunded);
  });

  it("shows another user's payment as not found and lets them change nothing", async () => {
    const userId = await newUserId();
    const stranger = await newUserId();
    const stored = payment("2026-03-31T09:30:00.000Z");
    await runtime.run(Effect.flatMap(payments, (repository) => repository.create(userId, stored)));
    const failures = await Promise.all([
      runtime.failure(
        Effect.flatMap(payments, (repository) => repository.get(stranger, stored.id)),
      ),
      runtime.failure(
        Effect.flatMap(payments, (repository) =>
          repository.update(stranger, { ...stored, status: "failed" }),
        ),
      ),
      runtime.failure(Effect.flatMap(payments, (repository) => repository.get(userId, "42"))),
    ]);
    expect(failures).toEqual([
      new PaymentNotFound({ id: stored.id }),
      new PaymentNotFound({ id: stored.id }),
      new PaymentNotFound({ id: "42" }),
    ]);
    expect(
      await runtime.run(Effect.flatMap(payments, (repository) => repository.list(stranger))),
    ).toEqual([]);
    expect(
      await runtime.run(
        Effect.flatMap(payments, (repository) => repository.get(userId, stored.id)),
      ),
    ).toEqual(stored);
  });

  it("lists a user's payments newest first", async () => {
    const userId = await newUserId();
    const older = payment("2026-03-01T09:30:00.000Z", {
      status: "failed",
      failureReason: "declined",
    });
    const newer = payment("2026-03-31T09:30:00.000Z", { amount: 900, planId: "starter" });
    await runtime.run(
      Effect.flatMap(payments, (repository) =>
        Effect.all([repository.create(userId, older), repository.create(userId, newer)]),
      ),
    );
    expect(
      await runtime.run(Effect.flatMap(payments, (repository) => repository.list(userId))),
    ).toEqual([newer, older]);
  });

  it("keeps one subscription per user, replaced on save", async () => {
    const userId = await newUserId();
    const read = () =>
      runtime.run(Effect.flatMap(payments, (repository) => repository.getSubscription(userId)));
    expect(await read()).toEqual(Option.none());
    const active = {
      planId: "pro" as const,
      status: "active" as const,
      currentPeriodEnd: "2026-04-30T09:30:00.000Z",
    };
    await runtime.run(
      Effect.flatMap(payments, (repository) => repository.saveSubscription(userId, active)),
    );
    expect(await read()).toEqual(Option.some(active));
    const canceled = { ...active, status: "canceled" as const };
    await runtime.run(
      Effect.flatMap(payments, (repository) => repository.saveSubscription(userId, canceled)),
    );
    expect(await read()).toEqual(Option.some(canceled));
  });

  it("records a provider event once, also when two deliveries race", async () => {
    const eventId = `evt_${randomUUID()}`;
    const recorded = await Promise.all(
      [0, 1, 2].map(() =>
        runtime.run(Effect.flatMap(payments, (repository) => repository.recordEvent(eventId))),
      ),
    );
    expect(recorded.filter(Boolean)).toHaveLength(1);
    expect(
      await runtime.run(Effect.flatMap(payments, (repository) => repository.recordEvent(eventId))),
    ).toBe(false);
  });
});
