import {
  ClientRepository,
  InvoiceRepository,
  type InvoiceStatus,
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
// Noon in UTC: already April 1st at UTC+14, still March 31st at UTC-11.
const now = "2026-03-31T12:00:00.000Z";

describeEachBackend("InvoiceRepository.markOverdue", (backend) => {
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

  /** A user in `timeZone` with one invoice per entry of `invoices`. */
  const userWith = (
    timeZone: string,
    invoices: ReadonlyArray<{ readonly status: InvoiceStatus; readonly dueDate: string }>,
  ) =>
    runtime.run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create(aUser({ timeZone }), "scrypt$x");
        const client = yield* (yield* ClientRepository).create(user.id, aClient());
        const repository = yield* InvoiceRepository;
        const created = yield* Effect.forEach(invoices, (fields) => {
          // Dated before every due date and every zone's today, as numbering requires.
          const invoice = anInvoice(user.id, client.id, { issueDate: "2026-01-01", ...fields });
          return repository.create(user.id, {
            invoice,
            issueNumber: fields.status !== "draft",
            history: aHistoryEntry(invoice.id, { to: fields.status }),
          });
        });
        return { userId: user.id, ids: created.map(({ invoice }) => invoice.id) };
      }),
    );

  const statusOf = (userId: string, id: string) =>
    runtime.run(
      Effect.flatMap(InvoiceRepository, (repository) => repository.get(userId, id)).pipe(
        Effect.map(({ invoice }) => [invoice.status, invoice.updatedAt]),
      ),
    );

  it("moves sent invoices due before their owner's today, each owner in their own time zone", async () => {
    const east = await userWith("Pacific/Kiritimati", [
      { status: "sent", dueDate: "2026-03-31" },
      { status: "sent", dueDate: "2026-04-01" },
      { status: "draft", dueDate: "2026-03-01" },
      { status: "paid", dueDate: "2026-03-01" },
      { status: "cancelled", dueDate: "2026-03-01" },
    ]);
    const west = await userWith("Pacific/Pago_Pago", [
      { status: "sent", dueDate: "2026-03-31" },
      { status: "sent", dueDate: "2026-03-30" },
    ]);
    const moved = await runtime.run(
      Effect.flatMap(InvoiceRepository, (repository) => repository.markOverdue(now)),
    );
    const [eastDueYesterday, ...eastUntouched] = east.ids;
    const [westDueToday, westDueYesterday] = west.ids;
    expect(moved).toHaveLength(2);
    expect(moved).toEqual(
      expect.arrayContaining([
        { userId: east.userId, invoiceId: eastDueYesterday },
        { userId: west.userId, invoiceId: westDueYesterday },
      ]),
    );
    expect(await statusOf(east.userId, eastDueYesterday ?? "")).toEqual(["overdue", now]);
    expect(await statusOf(west.userId, westDueYesterday ?? "")).toEqual(["overdue", now]);
    expect((await statusOf(west.userId, westDueToday ?? ""))[0]).toBe("sent");
    for (const id of eastUntouched) {
      expect((await statusOf(east.userId, id))[1]).not.toBe(now);
    }
    const history = await runtime.run(
      Effect.flatMap(InvoiceRepository, (repository) =>
        repository.history(west.userId, westDueYesterday ?? ""),
      ),
    );
    expect(history.at(-1)).toMatchObject({
      invoiceId: westDueYesterday,
      at: now,
      event: "statusChanged",
      from: "sent",
      to: "overdue",
    });
  });

  it("moves nothing twice, also when two runs race", async () => {
    await userWith("Europe/Paris", [{ status: "sent", dueDate: "2026-01-01" }]);
    const runs = await Promise.all(
      [0, 1].map(() =>
        runtime.run(Effect.flatMap(InvoiceRepository, (repository) => repository.markOverdue(now))),
      ),
    );
    expect(runs.flat()).toHaveLength(1);
    expect(
      await runtime.run(
        Effect.flatMap(InvoiceRepository, (repository) => repository.markOverdue(now)),
      ),
    ).toEqual([]);
  });
});
