import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  type Database,
  type DatabaseOptions,
  openDatabase,
  scryptPasswordHasher,
} from "@invoicing/adapters";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import { invoiceTotals, todayIn } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BENCH_PASSWORD, type BenchAccount, seedBenchData } from "./seed-bench-data.ts";

const accounts: ReadonlyArray<BenchAccount> = [
  { email: "bench-a@example.com", invoices: 400, clients: 7 },
  { email: "bench-b@example.com", invoices: 60, clients: 3 },
];

interface ItemRow {
  readonly invoiceId: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly taxRateTenths: number;
  readonly taxAmount: string;
  readonly total: string;
}

describeEachBackend("the benchmark's seed", (backend) => {
  let folder: string;
  let scratch: ScratchDatabase | null = null;
  let database: Database;
  const rows = <Row>(sql: string) => database.orm.em.fork().execute<Row[]>(sql);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "invoicing-seed-"));
    // PGlite in a folder, since the seed closes the database it filled.
    scratch = backend === "pglite" ? null : await createScratchDatabase(backend);
    const options: DatabaseOptions = scratch?.options ?? { pgliteDir: path.join(folder, "db") };
    const figures = await seedBenchData(options, accounts);
    expect(figures).toMatchObject({ users: 2, clients: 10, invoices: 460 });
    database = await openDatabase(options);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it("stores each invoice with the totals the core computes from its items", async () => {
    const invoices = await rows<{ id: string; subtotal: string; tax: string; total: string }>(
      "select id, subtotal, tax_amount as tax, total from invoices",
    );
    const items = await rows<ItemRow>(
      `select invoice_id as "invoiceId", quantity, unit_price as "unitPrice",
         tax_rate_tenths as "taxRateTenths", tax_amount as "taxAmount", total
       from invoice_items order by invoice_id, position`,
    );
    for (const invoice of invoices) {
      const own = items.filter((item) => item.invoiceId === invoice.id);
      const totals = invoiceTotals(
        own.map((item) => ({
          quantity: Number(item.quantity),
          unitPrice: Number(item.unitPrice),
          taxRate: item.taxRateTenths / 10,
        })),
        "EUR",
      );
      expect(own.length).toBeGreaterThan(0);
      expect([totals.subtotal, totals.taxAmount, totals.total]).toEqual(
        [invoice.subtotal, invoice.tax, invoice.total].map(Number),
      );
      expect(own.map((item) => [Number(item.taxAmount), Number(item.total)])).toEqual(
        totals.lines.map((line) => [line.taxAmount, line.total]),
      );
    }
  });

  it("numbers each account's issued invoices 1, 2, 3… and leaves the counter at the last", async () => {
    const numbered = await rows<{ numbers: number[]; last: number }>(
      `select array_agg(i.number order by i.number) as numbers, c.last_number as last
       from invoices i join invoice_number_counters c on c.user_id = i.user_id
       where i.number is not null group by i.user_id, c.last_number`,
    );
    expect(numbered).toHaveLength(accounts.length);
    for (const { numbers, last } of numbered) {
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
      expect(last).toBe(numbers.length);
    }
  });

  it("leaves no sent invoice past its due date, as the overdue job would", async () => {
    const today = todayIn("Europe/Paris", new Date());
    const [late] = await rows<{ count: string }>(
      `select count(*) from invoices where status = 'sent' and due_date < '${today}'`,
    );
    expect(Number(late?.count)).toBe(0);
    const statuses = await rows<{ status: string }>("select distinct status from invoices");
    expect(statuses.map(({ status }) => status).sort()).toEqual([
      "cancelled",
      "draft",
      "overdue",
      "paid",
      "sent",
    ]);
  });

  it("keeps the per-user totals the dashboard reads in step with the invoices", async () => {
    const query = (source: string) =>
      rows<{ status: string; currency: string; count: string; total: string }>(
        `select user_id, status, currency, count::text, total::text from ${source}
         order by user_id, status, currency`,
      );
    expect(await query("invoice_totals where count <> 0")).toEqual(
      await query(
        "(select user_id, status, currency, count(*) as count, sum(total) as total from invoices group by 1, 2, 3) t",
      ),
    );
  });

  it("lets every account sign in with the benchmark's password", async () => {
    const hashes = await rows<{ hash: string }>("select password_hash as hash from users");
    for (const { hash } of hashes) {
      expect(await Effect.runPromise(scryptPasswordHasher().verify(BENCH_PASSWORD, hash))).toBe(
        true,
      );
    }
  });
});
