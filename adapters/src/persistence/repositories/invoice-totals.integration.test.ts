import { ClientRepository, InvoiceRepository, invoiceStatuses } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { aClient, aHistoryEntry, anInvoice } from "@invoicing/fixtures/builders";
import { Effect, Exit, Result } from "effect";
import fc from "fast-check";
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

const timeout = 120_000;
const currencies = ["EUR", "USD", "BRL"] as const;

/** What one step does to the user's invoices; `index` picks an invoice made by earlier steps. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant("create" as const),
    status: fc.constantFrom(...invoiceStatuses),
    currency: fc.constantFrom(...currencies),
    total: fc.integer({ min: 0, max: 10_000_000 }),
    // A quote's final invoice deducts its deposits (at most its total).
    prepaidPercent: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
  }),
  fc.record({
    kind: fc.constant("change" as const),
    index: fc.nat(),
    status: fc.constantFrom(...invoiceStatuses),
    currency: fc.constantFrom(...currencies),
    total: fc.integer({ min: 0, max: 10_000_000 }),
  }),
  fc.record({ kind: fc.constant("delete" as const), index: fc.nat() }),
  fc.record({ kind: fc.constant("markOverdue" as const) }),
);

describeEachBackend("invoice_totals", (backend) => {
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

  const sql = (query: string, params: unknown[]) =>
    test.database.orm.em.fork().execute<Record<string, unknown>[]>(query, params);

  /** The user's totals as the triggers kept them, and as a pass over the invoices finds them. */
  const bothTotals = async (userId: string) => {
    const columns = `status, currency, count::int as count, total::bigint::text as total`;
    const kept = await sql(
      `select ${columns} from invoice_totals where user_id = ? and count <> 0
       order by status, currency`,
      [userId],
    );
    const counted = await sql(
      `select ${columns} from (
         select status, currency, count(*) as count, sum(total - prepaid_amount) as total
         from invoices
         where user_id = ? group by status, currency
       ) t order by status, currency`,
      [userId],
    );
    return { kept, counted };
  };

  it(
    "holds each status and currency's count and sum of what is asked to be paid (total less deposits) after any creations, changes, deletions and overdue moves",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
          const userId = (await insertUser(test.database.orm.em.fork())).id;
          await runtime.run(
            Effect.gen(function* () {
              const invoices = yield* InvoiceRepository;
              const client = yield* (yield* ClientRepository).create(userId, aClient());
              const ids: string[] = [];
              const pick = (index: number) => ids[index % ids.length] ?? "";
              for (const taken of steps) {
                if (taken.kind === "create") {
                  const invoice = anInvoice(userId, client.id, {
                    status: taken.status,
                    currency: taken.currency,
                    total: taken.total,
                    dueDate: "2026-01-15",
                  });
                  const prepaidAmount = Math.floor((taken.total * taken.prepaidPercent) / 100);
                  yield* invoices.create(userId, {
                    invoice: prepaidAmount === 0 ? invoice : { ...invoice, prepaidAmount },
                    issueNumber: taken.status !== "draft",
                    history: aHistoryEntry(invoice.id, { to: taken.status }),
                  });
                  ids.push(invoice.id);
                } else if (taken.kind === "change" && ids.length > 0) {
                  yield* invoices.update(userId, pick(taken.index), (current) =>
                    Result.succeed({
                      invoice: {
                        ...current,
                        status: taken.status,
                        currency: taken.currency,
                        total: taken.total,
                      },
                      itemsChanged: false,
                      issueNumber: current.invoiceNumber === null && taken.status !== "draft",
                      history: aHistoryEntry(current.id, {
                        event: "statusChanged",
                        from: current.status,
                        to: taken.status,
                      }),
                    }),
                  );
                } else if (taken.kind === "delete" && ids.length > 0) {
                  const id = pick(taken.index);
                  const deleted = yield* Effect.exit(invoices.delete(userId, id));
                  if (Exit.isSuccess(deleted)) ids.splice(ids.indexOf(id), 1);
                } else if (taken.kind === "markOverdue") {
                  yield* invoices.markOverdue("2026-02-01T12:00:00.000Z");
                }
              }
            }),
          );
          const { kept, counted } = await bothTotals(userId);
          expect(kept).toEqual(counted);
        }),
        { numRuns: 25 },
      );
    },
    timeout,
  );

  it(
    "leaves no totals behind when their owner is deleted, and keeps the other owners'",
    async () => {
      const owners = await Promise.all(
        [0, 1].map(async () => (await insertUser(test.database.orm.em.fork())).id),
      );
      await runtime.run(
        Effect.forEach(owners, (userId) =>
          Effect.gen(function* () {
            const client = yield* (yield* ClientRepository).create(userId, aClient());
            const invoice = anInvoice(userId, client.id, { status: "sent", total: 1234 });
            yield* (yield* InvoiceRepository).create(userId, {
              invoice,
              issueNumber: true,
              history: aHistoryEntry(invoice.id, { to: "sent" }),
            });
          }),
        ),
      );
      await sql(`delete from users where id = ?`, [owners[0]]);
      expect(await sql(`select 1 from invoice_totals where user_id = ?`, [owners[0]])).toEqual([]);
      const { kept, counted } = await bothTotals(owners[1] ?? "");
      expect(kept).toEqual(counted);
      expect(kept).toHaveLength(1);
    },
    timeout,
  );
});
