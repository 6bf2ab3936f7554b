import { randomUUID } from "node:crypto";
import {
  InvalidPaymentTransition,
  type Payment,
  PaymentNotFound,
  PaymentRepository,
  type Subscription,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect, Option, Result } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertUser } from "../../../testing/persistence/insert-user.ts";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../../testing/persistence/open-migrated-test-database.ts";
import {
  type RepositoryRuntime,
  repositoryRuntime,
} from "../../../testing/persistence/repository-runtime.ts";

const timeout = 60_000;
const payments = Effect.service(PaymentRepository);

const activePro: Subscription = {
  planId: "pro",
  status: "active",
  currentPeriodEnd: "2026-04-30T09:30:00.000Z",
};

// A decision that moves the payment to `status` and, when given, writes `subscription`.
const moveTo =
  (status: Payment["status"], subscription: Subscription | null = null) =>
  (stored: Payment) =>
    Result.succeed({ payment: { ...stored, status }, subscription });

const payment = (createdAt: string, fields: Partial<Payment> = {}): Payment => ({
  id: randomUUID(),
  provider: "sandbox",
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
  connectedAccount: null,
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

  it("stores a payment, finds it by id and by the provider's id, and settles it", async () => {
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
        Effect.flatMap(payments, (repository) =>
          repository.settle(userId, pending.id, () =>
            Result.succeed({ payment: refunded, subscription: null }),
          ),
        ),
      ),
    ).toEqual({ payment: refunded, subscription: null, duplicateEvent: false });
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
          repository.settle(stranger, stored.id, moveTo("failed")),
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

  it("writes the subscription a settlement decides, and keeps one per user", async () => {
    const userId = await newUserId();
    const first = payment("2026-03-31T09:30:00.000Z");
    const second = payment("2026-03-31T09:40:00.000Z");
    const read = () =>
      runtime.run(Effect.flatMap(payments, (repository) => repository.getSubscription(userId)));
    const settle = (target: Payment, subscription: Subscription | null) =>
      runtime.run(
        Effect.flatMap(payments, (repository) =>
          Effect.flatMap(repository.create(userId, target), () =>
            repository.settle(userId, target.id, moveTo("succeeded", subscription)),
          ),
        ),
      );
    expect(await read()).toEqual(Option.none());
    expect((await settle(first, activePro)).subscription).toEqual(activePro);
    expect(await read()).toEqual(Option.some(activePro));
    const canceled = { ...activePro, status: "canceled" as const };
    await settle(second, canceled);
    expect(await read()).toEqual(Option.some(canceled));
  });

  it("hands the stored payment and subscription to the decision, and writes nothing it refuses", async () => {
    const userId = await newUserId();
    const stored = payment("2026-03-31T09:30:00.000Z");
    await runtime.run(
      Effect.flatMap(payments, (repository) =>
        Effect.flatMap(repository.create(userId, stored), () =>
          repository.settle(userId, stored.id, moveTo("pending", activePro)),
        ),
      ),
    );
    const seen: Array<unknown> = [];
    const refusal = new InvalidPaymentTransition({ from: "pending", to: "refunded" });
    const failure = await runtime.failure(
      Effect.flatMap(payments, (repository) =>
        repository.settle(
          userId,
          stored.id,
          (current, subscription) => {
            seen.push(current, subscription);
            return Result.fail(refusal);
          },
          `evt_${randomUUID()}`,
        ),
      ),
    );
    expect(failure).toBe(refusal);
    expect(seen).toEqual([stored, activePro]);
  });

  it("settles for a provider event once, also when two deliveries race", async () => {
    const userId = await newUserId();
    const stored = payment("2026-03-31T09:30:00.000Z");
    await runtime.run(Effect.flatMap(payments, (repository) => repository.create(userId, stored)));
    const eventId = `evt_${randomUUID()}`;
    let decisions = 0;
    const deliver = () =>
      runtime.run(
        Effect.flatMap(payments, (repository) =>
          repository.settle(
            userId,
            stored.id,
            (current) => {
              decisions += 1;
              return moveTo("succeeded")(current);
            },
            eventId,
          ),
        ),
      );
    const outcomes = await Promise.all([deliver(), deliver(), deliver()]);
    expect(decisions).toBe(1);
    expect(outcomes.map((outcome) => outcome.duplicateEvent).sort()).toEqual([false, true, true]);
    expect((await deliver()).payment.status).toBe("succeeded");
    expect(decisions).toBe(1);
  });

  it("keeps an event whose decision failed unrecorded, so a later delivery is decided", async () => {
    const userId = await newUserId();
    const stored = payment("2026-03-31T09:30:00.000Z");
    await runtime.run(Effect.flatMap(payments, (repository) => repository.create(userId, stored)));
    const eventId = `evt_${randomUUID()}`;
    await runtime.failure(
      Effect.flatMap(payments, (repository) =>
        repository.settle(
          userId,
          stored.id,
          () => Result.fail(new InvalidPaymentTransition({ from: "pending", to: "refunded" })),
          eventId,
        ),
      ),
    );
    const later = await runtime.run(
      Effect.flatMap(payments, (repository) =>
        repository.settle(userId, stored.id, moveTo("succeeded"), eventId),
      ),
    );
    expect(later).toMatchObject({ duplicateEvent: false, payment: { status: "succeeded" } });
  });
});
