import { randomUUID } from "node:crypto";
import type { NfeNumberRequest } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertUser } from "../../testing/persistence/insert-user.ts";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../testing/persistence/open-migrated-test-database.ts";
import type { DatabaseEntityManager } from "./database.ts";
import { skipVoidedNfeNumbers, takeNfeNumber } from "./nfe-numbering.ts";
import { openDatabase } from "./open-database.ts";

const timeout = 60_000;
const NOW = "2026-11-20T10:00:00.000Z";
const ISSUER = "11222333000181";

/** A user with `count` draft BRL invoices (their invoice numbers play no part in nNF). */
const userWithInvoices = async (em: DatabaseEntityManager, count: number) => {
  const user = await insertUser(em.fork());
  const clientId = randomUUID();
  await em.execute(
    `insert into clients (id, user_id, name, email) values (?, ?, 'Cliente', 'c@example.com')`,
    [clientId, user.id],
  );
  const rows = await em.execute<Array<{ readonly id: string }>>(
    `insert into invoices (id, user_id, client_id, status, issue_date, due_date, currency,
       subtotal, tax_amount, total, notes, created_at, updated_at)
     select gen_random_uuid(), ?, ?, 'draft', '2026-11-20', '2026-12-20', 'BRL', 0, 0, 0, '', ?, ?
     from generate_series(1, ?)
     returning id`,
    [user.id, clientId, NOW, NOW, count],
  );
  const invoices = rows.map((row) => row.id);
  return { userId: user.id, invoices };
};

const series = (fields: Partial<NfeNumberRequest> = {}) => ({
  environment: "homologation" as const,
  issuer: ISSUER,
  serie: 1,
  ...fields,
});

/** Takes an invoice's nNF in its own transaction, yielding before the commit to widen races. */
const take = (em: DatabaseEntityManager, userId: string, request: NfeNumberRequest) =>
  em.fork().transactional(async (tx) => {
    const number = await takeNfeNumber(tx, userId, request, NOW);
    await tx.execute("select 1");
    return number;
  });

const oneTo = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);
const sorted = (numbers: readonly number[]): number[] => [...numbers].sort((a, b) => a - b);

describeEachBackend("NF-e numbering", (backend) => {
  let test: MigratedTestDatabase;
  let em: DatabaseEntityManager;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    em = test.database.orm.em.fork();
  }, timeout);

  afterAll(() => test?.close(), timeout);

  it("numbers each issuer, série and environment from 1, and keeps an invoice on its number", async () => {
    const { userId, invoices } = await userWithInvoices(em.fork(), 3);
    const [a = "", b = "", c = ""] = invoices;
    expect(await take(em, userId, { ...series(), invoiceId: a })).toBe(1);
    expect(await take(em, userId, { ...series(), invoiceId: b })).toBe(2);
    expect(await take(em, userId, { ...series(), invoiceId: a })).toBe(1);
    expect(await take(em, userId, { ...series({ serie: 2 }), invoiceId: c })).toBe(1);
    expect(await take(em, userId, { ...series({ environment: "production" }), invoiceId: a })).toBe(
      1,
    );
    expect(await take(em, userId, { ...series({ issuer: "06929383000163" }), invoiceId: c })).toBe(
      1,
    );
    expect(await take(em, userId, { ...series(), invoiceId: c })).toBe(3);
  });

  it("hands back the number of a transaction that rolled back", async () => {
    const { userId, invoices } = await userWithInvoices(em.fork(), 2);
    const [a = "", b = ""] = invoices;
    const failed = em.fork().transactional(async (tx) => {
      expect(await takeNfeNumber(tx, userId, { ...series(), invoiceId: a }, NOW)).toBe(1);
      throw new Error("the NF-e could not be kept");
    });
    await expect(failed).rejects.toThrow("the NF-e could not be kept");
    expect(await take(em, userId, { ...series(), invoiceId: b })).toBe(1);
  });

  it("refuses to take a number outside a transaction", async () => {
    const { userId, invoices } = await userWithInvoices(em.fork(), 1);
    await expect(
      takeNfeNumber(em.fork(), userId, { ...series(), invoiceId: invoices[0] ?? "" }, NOW),
    ).rejects.toThrow("must run in the transaction");
  });

  it("gives no voided number out again", async () => {
    const { userId, invoices } = await userWithInvoices(em.fork(), 2);
    const [a = "", b = ""] = invoices;
    expect(await take(em, userId, { ...series(), invoiceId: a })).toBe(1);
    await skipVoidedNfeNumbers(em.fork(), userId, series(), 5);
    await skipVoidedNfeNumbers(em.fork(), userId, series(), 3);
    expect(await take(em, userId, { ...series(), invoiceId: b })).toBe(6);
  });

  it("gives 200 concurrent issuings the nNF 1…200 without a gap", { timeout }, async () => {
    const { userId, invoices } = await userWithInvoices(em.fork(), 200);
    const numbers = await Promise.all(
      invoices.map((invoiceId) => take(em, userId, { ...series(), invoiceId })),
    );
    expect(sorted(numbers)).toEqual(oneTo(200));
  });

  if (backend !== "pglite") {
    it("gives two server processes racing 200 issuings the nNF 1…200 without a gap", {
      timeout,
    }, async () => {
      const other = await openDatabase(test.options);
      try {
        const { userId, invoices } = await userWithInvoices(em.fork(), 200);
        const ems = [em, other.orm.em.fork()];
        const numbers = await Promise.all(
          invoices.map((invoiceId, index) =>
            take(ems[index % 2] ?? em, userId, { ...series(), invoiceId }),
          ),
        );
        expect(sorted(numbers)).toEqual(oneTo(200));
        const kept = await em.execute<Array<{ readonly count: string | number }>>(
          `select count(distinct invoice_id) as count from nfe_numbers where user_id = ?`,
          [userId],
        );
        expect(Number(kept[0]?.count)).toBe(200);
      } finally {
        await other.close();
      }
    });
  }
});
