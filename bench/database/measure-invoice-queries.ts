import type { Database } from "@invoicing/adapters";
import { openDatabase } from "@invoicing/adapters";
import {
  insertUser,
  type PersistenceServices,
  repositoryRuntime,
} from "@invoicing/adapters/testing";
import { dayBoundsIn, InvoiceRepository } from "@invoicing/core";
import { describeTimings, timeRuns } from "@invoicing/fixtures/timings";
import { Effect } from "effect";

/**
 * Times the invoice list, detail and dashboard of one user with many invoices, on PGlite in
 * memory or on a PostgreSQL database given by URL (its tables are created if missing, and the
 * data stays there). Run it from the repository's root:
 *
 *   node bench/database/measure-invoice-queries.ts [invoices] [postgres://…]
 */
const [count = "10000", url] = process.argv.slice(2);
const invoices = Number(count);
const repetitions = 30;

/** Fills one user's account by SQL: 200 clients and `invoices` invoices of two lines each. */
const seed = async (database: Database): Promise<{ userId: string; invoiceId: string }> => {
  const em = database.orm.em.fork();
  const userId = (await insertUser(em)).id;
  await em.execute(
    `insert into clients (id, user_id, name, email)
     select gen_random_uuid(), ?, 'Client ' || n, 'client' || n || '@example.com'
     from generate_series(1, 200) n`,
    [userId],
  );
  await em.execute(
    `insert into invoices (id, user_id, client_id, number, status, issue_date, due_date, currency,
       subtotal, tax_amount, total, notes, paid_at, created_at, updated_at)
     select gen_random_uuid(), ?, c.id, case when s.status = 'draft' then null else n end,
       s.status, date '2026-03-31' - (n % 400), date '2026-03-31' - (n % 400) + 30,
       (array['EUR', 'USD', 'JPY'])[1 + n % 3], 10000 + n, 2000, 12000 + n, '',
       case when s.status = 'paid' then timestamptz '2026-03-31 12:00Z' - (n % 90) * interval '1 day' end,
       timestamptz '2026-03-31 12:00Z' - n * interval '1 hour', timestamptz '2026-03-31 12:00Z'
     from generate_series(1, ?) n
     cross join lateral (select (array['draft', 'sent', 'paid', 'overdue', 'cancelled'])[1 + n % 5] as status) s
     join lateral (select id from clients where user_id = ? order by name offset n % 200 limit 1) c on true`,
    [userId, invoices, userId],
  );
  await em.execute(`insert into invoice_number_counters (user_id, last_number) values (?, ?)`, [
    userId,
    invoices,
  ]);
  await em.execute(
    `insert into invoice_items (id, invoice_id, position, description, quantity, unit_price,
       tax_rate_tenths, tax_amount, total)
     select gen_random_uuid(), i.id, p, 'Line ' || p, 1, 5000, 200, 1000, 6000
     from invoices i cross join generate_series(0, 1) p where i.user_id = ?`,
    [userId],
  );
  await em.execute("analyze");
  const [row] = await em.execute<{ id: string }[]>(
    `select id from invoices where user_id = ? order by id limit 1`,
    [userId],
  );
  return { userId, invoiceId: row?.id ?? "" };
};

const database = await openDatabase(url === undefined ? { pgliteDir: "memory://" } : { url });
const runtime = repositoryRuntime(database);
try {
  const { userId, invoiceId } = await seed(database);
  const list = { q: "", status: "all", sort: "-issueDate", page: 1, pageSize: 20 } as const;
  const day = { today: "2026-03-31", ...dayBoundsIn("Europe/Paris", "2026-03-31") };
  const cases: ReadonlyArray<
    readonly [string, Effect.Effect<unknown, unknown, PersistenceServices>]
  > = [
    ["list, first page", Effect.flatMap(InvoiceRepository, (r) => r.list(userId, list))],
    [
      "list, page 200",
      Effect.flatMap(InvoiceRepository, (r) => r.list(userId, { ...list, page: 200 })),
    ],
    [
      "list, by client",
      Effect.flatMap(InvoiceRepository, (r) => r.list(userId, { ...list, sort: "client" })),
    ],
    [
      "list, paid only",
      Effect.flatMap(InvoiceRepository, (r) => r.list(userId, { ...list, status: "paid" })),
    ],
    [
      "list, search 'client 12'",
      Effect.flatMap(InvoiceRepository, (r) => r.list(userId, { ...list, q: "client 12" })),
    ],
    [
      "list, search 'INV-05'",
      Effect.flatMap(InvoiceRepository, (r) => r.list(userId, { ...list, q: "INV-05" })),
    ],
    ["detail", Effect.flatMap(InvoiceRepository, (r) => r.get(userId, invoiceId))],
    ["dashboard", Effect.flatMap(InvoiceRepository, (r) => r.dashboardFigures(userId, day))],
  ];
  process.stdout.write(
    `${database.engine}, ${invoices} invoices of one user, ${repetitions} runs each\n`,
  );
  for (const [name, effect] of cases) {
    const timings = await timeRuns(repetitions, () => runtime.run(effect));
    process.stdout.write(`${describeTimings({ name, timings })}\n`);
  }
} finally {
  await runtime.dispose();
  await database.close();
}
