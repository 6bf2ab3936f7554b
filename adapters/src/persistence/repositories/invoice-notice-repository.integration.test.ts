import {
  ClientRepository,
  InvoiceNoticeRepository,
  InvoiceRepository,
  type InvoiceStatus,
  SettingsRepository,
  UserRepository,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { aClient, aHistoryEntry, anInvoice, aUser } from "@invoicing/fixtures/builders";
import { Effect } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../../testing/persistence/open-migrated-test-database.ts";
import {
  type RepositoryRuntime,
  repositoryRuntime,
} from "../../../testing/persistence/repository-runtime.ts";

const timeout = 60_000;
const now = "2026-03-10T12:00:00.000Z";
/** When each invoice was opened: before any notice, whose history lines come after it. */
const openedAt = "2026-02-20T09:00:00.000Z";

describeEachBackend("InvoiceNoticeRepository", (backend) => {
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

  /** A user in Paris with one invoice per entry, to a client at a new e-mail. */
  const userWith = (
    invoices: ReadonlyArray<{ readonly status: InvoiceStatus; readonly dueDate: string }>,
  ) =>
    runtime.run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create(
          aUser({ timeZone: "Europe/Paris" }),
          "scrypt$x",
        );
        const client = yield* (yield* ClientRepository).create(user.id, aClient());
        const repository = yield* InvoiceRepository;
        const ids = yield* Effect.forEach(invoices, (fields) => {
          const invoice = anInvoice(user.id, client.id, fields);
          return repository
            .create(user.id, {
              invoice,
              issueNumber: fields.status !== "draft",
              history: aHistoryEntry(invoice.id, { to: fields.status, at: openedAt }),
            })
            .pipe(Effect.map(() => invoice.id));
        });
        return { userId: user.id, clientEmail: client.email, ids };
      }),
    );

  const notices = <A, E>(
    use: (repository: InvoiceNoticeRepository["Service"]) => Effect.Effect<A, E>,
  ) => runtime.run(Effect.flatMap(InvoiceNoticeRepository, use));

  const historyOf = (userId: string, id: string) =>
    runtime.run(Effect.flatMap(InvoiceRepository, (invoices) => invoices.history(userId, id)));

  const noticeLine = (invoiceId: string, messageId: string | null) =>
    aHistoryEntry(invoiceId, {
      event: messageId === null ? "noticeFailed" : "noticeSent",
      from: "sent",
      to: "sent",
      at: now,
      notice: {
        step: "overdue1",
        recipient: "client@example.com",
        messageId,
        outbox: false,
        attempts: 1,
        failure: messageId === null ? "550 refused" : null,
      },
    });

  it("lists the unpaid invoices within the notice windows, with preferences and done steps", async () => {
    const { userId, clientEmail, ids } = await userWith([
      { status: "sent", dueDate: "2026-03-12" },
      { status: "overdue", dueDate: "2026-02-26" },
      { status: "sent", dueDate: "2026-02-24" },
      { status: "sent", dueDate: "2026-03-14" },
      { status: "paid", dueDate: "2026-03-09" },
      { status: "draft", dueDate: "2026-03-09" },
    ]);
    await runtime.run(
      Effect.flatMap(SettingsRepository, (settings) =>
        settings.saveNotifications(userId, {
          emailNotifications: true,
          paymentReminders: false,
          overdueNotifications: true,
          newFeatureAnnouncements: false,
          payLinkInInvoiceEmails: true,
        }),
      ),
    );
    const found = (await notices((repository) => repository.candidates(now))).filter(
      (candidate) => candidate.userId === userId,
    );
    expect(found).toEqual([
      {
        userId,
        invoiceId: ids[1],
        status: "overdue",
        dueDate: "2026-02-26",
        today: "2026-03-10",
        clientEmail,
        preferences: {
          emailNotifications: true,
          paymentReminders: false,
          overdueNotifications: true,
          newFeatureAnnouncements: false,
          payLinkInInvoiceEmails: true,
        },
        doneSteps: [],
      },
      expect.objectContaining({ invoiceId: ids[0], status: "sent", dueDate: "2026-03-12" }),
    ]);
  });

  it(
    "sends a step once: of two sends at the same time, one delivers, the other finds it done",
    async () => {
      const { userId, ids } = await userWith([{ status: "sent", dueDate: "2026-03-09" }]);
      const invoiceId = ids[0] ?? "";
      let deliveries = 0;
      const deliver = Effect.promise(async () => {
        deliveries += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return `message-${deliveries}`;
      });
      const record = { invoiceId, step: "overdue1" as const, at: now };
      const sends = await Promise.all(
        [1, 2].map(() =>
          notices((repository) =>
            repository.sendOnce(record, deliver, (messageId) => noticeLine(invoiceId, messageId)),
          ),
        ),
      );
      expect(deliveries).toBe(1);
      expect(sends.filter((sent) => sent === null)).toHaveLength(1);
      expect((await historyOf(userId, invoiceId)).filter((line) => line.notice)).toHaveLength(1);
      const [candidate] = (await notices((repository) => repository.candidates(now))).filter(
        (found) => found.invoiceId === invoiceId,
      );
      expect(candidate?.doneSteps).toEqual(["overdue1"]);
    },
    timeout,
  );

  it("keeps nothing of a send whose delivery failed, so a later attempt sends it", async () => {
    const { userId, ids } = await userWith([{ status: "sent", dueDate: "2026-03-09" }]);
    const invoiceId = ids[0] ?? "";
    const record = { invoiceId, step: "overdue1" as const, at: now };
    const refused = await runtime.failure(
      Effect.flatMap(InvoiceNoticeRepository, (repository) =>
        repository.sendOnce(record, Effect.fail("refused" as const), () =>
          noticeLine(invoiceId, "never"),
        ),
      ),
    );
    expect(refused).toBe("refused");
    expect((await historyOf(userId, invoiceId)).filter((line) => line.notice)).toEqual([]);
    const sent = await notices((repository) =>
      repository.sendOnce(record, Effect.succeed("message-1"), (messageId) =>
        noticeLine(invoiceId, messageId),
      ),
    );
    expect(sent).toBe("message-1");
  });

  it("gives a step up once, with the history line that says why", async () => {
    const { userId, ids } = await userWith([{ status: "sent", dueDate: "2026-03-09" }]);
    const invoiceId = ids[0] ?? "";
    const record = { invoiceId, step: "overdue1" as const, at: now };
    const line = noticeLine(invoiceId, null);
    expect(await notices((repository) => repository.giveUp(record, line))).toBe(true);
    expect(
      await notices((repository) => repository.giveUp(record, noticeLine(invoiceId, null))),
    ).toBe(false);
    expect((await historyOf(userId, invoiceId)).filter((entry) => entry.notice)).toEqual([line]);
  });
});
