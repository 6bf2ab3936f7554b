import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseEntityManager } from "./database.ts";
import { takeNextInvoiceNumber } from "./invoice-numbering.ts";
import { openDatabase } from "./open-database.ts";
import {
  insertUser,
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "./testing/index.ts";

// Creating a PGlite cluster takes seconds, more while other test files start theirs.
const timeout = 60_000;

/** Issues in its own transaction, yielding between the number and the commit to widen races. */
const issue = (em: DatabaseEntityManager, userId: string): Promise<number> =>
  em.fork().transactional(async (tx) => {
    const number = await takeNextInvoiceNumber(tx, userId);
    await tx.execute("select 1");
    return number;
  });

const oneTo = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);

const sorted = (numbers: readonly number[]): number[] => [...numbers].sort((a, b) => a - b);

describeEachBackend("invoice numbering", (backend) => {
  let test: MigratedTestDatabase;
  let em: DatabaseEntityManager;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    em = test.database.orm.em.fork();
  }, timeout);

  afterAll(() => test?.close(), timeout);

  it("starts each user at 1 and counts users separately", async () => {
    const first = await insertUser(em.fork());
    const second = await insertUser(em.fork());
    expect(await issue(em, first.id)).toBe(1);
    expect(await issue(em, first.id)).toBe(2);
    expect(await issue(em, second.id)).toBe(1);
    expect(await issue(em, first.id)).toBe(3);
  });

  it("gives 200 concurrent issuings 200 distinct numbers without a gap", { timeout }, async () => {
    const user = await insertUser(em.fork());
    const numbers = await Promise.all(oneTo(200).map(() => issue(em, user.id)));
    expect(sorted(numbers)).toEqual(oneTo(200));
  });

  it("hands the number of an issuing that rolled back to the next one", async () => {
    const user = await insertUser(em.fork());
    expect(await issue(em, user.id)).toBe(1);
    const failed = em.fork().transactional(async (tx) => {
      expect(await takeNextInvoiceNumber(tx, user.id)).toBe(2);
      throw new Error("the invoice could not be stored");
    });
    await expect(failed).rejects.toThrow("the invoice could not be stored");
    expect(await issue(em, user.id)).toBe(2);
  });

  it("refuses to take a number outside a transaction, where a failure would leave a gap", async () => {
    const user = await insertUser(em.fork());
    await expect(takeNextInvoiceNumber(em.fork(), user.id)).rejects.toThrow(
      "must run in the transaction that issues the invoice",
    );
  });

  if (backend !== "pglite") {
    it("gives two server processes racing 200 issuings 200 distinct numbers without a gap", {
      timeout,
    }, async () => {
      const other = await openDatabase(test.options);
      try {
        const user = await insertUser(em.fork());
        const ems = [em, other.orm.em.fork()];
        const numbers = await Promise.all(
          oneTo(200).map((index) => issue(ems[index % 2] ?? em, user.id)),
        );
        expect(sorted(numbers)).toEqual(oneTo(200));
      } finally {
        await other.close();
      }
    });
  }
});
