import {
  ClientRepository,
  type DeliveryChange,
  type Invoice,
  InvoiceNotFound,
  InvoiceRepository,
  type InvoiceWithClient,
  MailFailed,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { aClient, aHistoryEntry, anInvoice } from "@invoicing/fixtures/builders";
import { Deferred, Effect, Result } from "effect";
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
const invoices = Effect.service(InvoiceRepository);
const sentAt = "2026-04-02T10:00:00.000Z";

/** The send of a draft: it becomes sent and numbered; the history line names the message id. */
const sendDraft = (current: Invoice): Result.Result<DeliveryChange<string>, never> =>
  Result.succeed({
    invoice: { ...current, status: "sent", sentAt, updatedAt: sentAt },
    issueNumber: true,
    record: (messageId) => ({
      ...aHistoryEntry(current.id, { at: sentAt, event: "emailed", from: "draft" }),
      to: "sent",
      email: { method: "smtp", recipient: "client@example.com", messageId, outbox: false },
    }),
  });

describeEachBackend("InvoiceRepository.updateWithDelivery", (backend) => {
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

  /** A new user with one client and `count` drafts. */
  const newDrafts = async (count: number) => {
    const userId = (await insertUser(test.database.orm.em.fork())).id;
    const client = await runtime.run(
      Effect.flatMap(Effect.service(ClientRepository), (repository) =>
        repository.create(userId, aClient()),
      ),
    );
    const drafts: Invoice[] = [];
    for (let index = 0; index < count; index++) {
      const invoice = anInvoice(userId, client.id, { sentAt: null });
      await runtime.run(
        Effect.flatMap(invoices, (repository) =>
          repository.create(userId, {
            invoice,
            issueNumber: false,
            history: aHistoryEntry(invoice.id),
          }),
        ),
      );
      drafts.push(invoice);
    }
    return { userId, drafts };
  };

  const read = (userId: string, id: string) =>
    runtime.run(
      Effect.flatMap(invoices, (repository) =>
        Effect.all([repository.get(userId, id), repository.history(userId, id)]),
      ),
    );

  it("delivers the invoice as numbered and sent, then keeps it so with the send's history line", async () => {
    const { userId, drafts } = await newDrafts(1);
    const id = drafts[0]?.id ?? "";
    const seen: InvoiceWithClient[] = [];
    const result = await runtime.run(
      Effect.flatMap(invoices, (repository) =>
        repository.updateWithDelivery(userId, id, {
          decide: sendDraft,
          deliver: (changed) => Effect.sync(() => seen.push(changed)).pipe(Effect.as("<m1@x>")),
        }),
      ),
    );
    const [stored, history] = await read(userId, id);
    expect(seen).toEqual([stored]);
    expect(result).toEqual({ stored, delivered: "<m1@x>" });
    expect(stored.invoice).toMatchObject({ invoiceNumber: "INV-001", status: "sent", sentAt });
    expect(history.at(-1)).toMatchObject({
      event: "emailed",
      from: "draft",
      to: "sent",
      email: {
        method: "smtp",
        recipient: "client@example.com",
        messageId: "<m1@x>",
        outbox: false,
      },
    });
    expect(history[0]).not.toHaveProperty("email");
  });

  it("changes nothing and spends no number when the delivery fails", async () => {
    const { userId, drafts } = await newDrafts(2);
    const [first, second] = drafts.map((draft) => draft.id);
    const failure = await runtime.failure(
      Effect.flatMap(invoices, (repository) =>
        repository.updateWithDelivery(userId, first ?? "", {
          decide: sendDraft,
          deliver: () =>
            Effect.fail(new MailFailed({ method: "smtp", reason: "550 no such user" })),
        }),
      ),
    );
    expect(failure).toMatchObject({ _tag: "MailFailed", reason: "550 no such user" });
    const [kept, history] = await read(userId, first ?? "");
    expect(kept.invoice).toEqual(drafts[0]);
    expect(history).toHaveLength(1);
    const next = await runtime.run(
      Effect.flatMap(invoices, (repository) =>
        repository.updateWithDelivery(userId, second ?? "", {
          decide: sendDraft,
          deliver: () => Effect.succeed("<m2@x>"),
        }),
      ),
    );
    expect(next.stored.invoice.invoiceNumber).toBe("INV-001");
  });

  it("writes nothing when the decision refuses, and answers InvoiceNotFound for another user", async () => {
    const { userId, drafts } = await newDrafts(1);
    const id = drafts[0]?.id ?? "";
    const refused = await runtime.failure(
      Effect.flatMap(invoices, (repository) =>
        repository.updateWithDelivery(userId, id, {
          decide: () => Result.fail("no" as const),
          deliver: () => Effect.succeed("never"),
        }),
      ),
    );
    expect(refused).toBe("no");
    const stranger = (await insertUser(test.database.orm.em.fork())).id;
    const missing = await runtime.failure(
      Effect.flatMap(invoices, (repository) =>
        repository.updateWithDelivery(stranger, id, {
          decide: sendDraft,
          deliver: () => Effect.succeed("never"),
        }),
      ),
    );
    expect(missing).toEqual(new InvoiceNotFound({ id }));
    expect((await read(userId, id))[0].invoice).toEqual(drafts[0]);
  });

  it("makes another issuer of the same user wait until the send is over, so numbers follow the sends", async () => {
    const { userId, drafts } = await newDrafts(2);
    const [first, second] = drafts.map((draft) => draft.id ?? "");
    const release = Effect.runSync(Deferred.make<void>());
    const started = Effect.runSync(Deferred.make<void>());
    const sending = runtime.run(
      Effect.flatMap(invoices, (repository) =>
        repository.updateWithDelivery(userId, first ?? "", {
          decide: sendDraft,
          deliver: () =>
            Deferred.succeed(started, undefined).pipe(
              Effect.andThen(Deferred.await(release)),
              Effect.as("<slow@x>"),
            ),
        }),
      ),
    );
    await Effect.runPromise(Deferred.await(started));
    let otherDone = false;
    const other = runtime
      .run(
        Effect.flatMap(invoices, (repository) =>
          repository.updateWithDelivery(userId, second ?? "", {
            decide: sendDraft,
            deliver: () => Effect.succeed("<fast@x>"),
          }),
        ),
      )
      .then((result) => {
        otherDone = true;
        return result;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherDone).toBe(false);
    Effect.runSync(Deferred.succeed(release, undefined));
    const [slow, fast] = await Promise.all([sending, other]);
    expect(slow.stored.invoice.invoiceNumber).toBe("INV-001");
    expect(fast.stored.invoice.invoiceNumber).toBe("INV-002");
  });
});
