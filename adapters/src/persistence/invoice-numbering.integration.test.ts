import { addDays, type IsoDate } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Result } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertUser } from "../../testing/persistence/insert-user.ts";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../testing/persistence/open-migrated-test-database.ts";
import type { DatabaseEntityManager } from "./database.ts";
import { takeNextInvoiceNumber } from "./invoice-numbering.ts";
import { openDatabase } from "./open-database.ts";

// Creating a PGlite cluster takes seconds, more while other test files start theirs.
const timeout = 60_000;

const NOW = "2026-06-30T12:00:00.000Z";
const DAY = "2026-06-01";

/** Takes a number for a date, failing the test on a date out of order. */
const take = async (tx: DatabaseEntityManager, userId: string, date: IsoDate = DAY) =>
  Result.getOrThrow(await takeNextInvoiceNumber(tx, userId, date, NOW));

/** Issues in its own transaction, yielding between the number and the commit to widen races. */
const issue = (em: DatabaseEntityManager, userId: string): Promise<number> =>
  em.fork().transactional(async (tx) => {
    const number = await take(tx, userId);
    await tx.execute("select 1");
    return number;
  });

/** Issues a number for `date` in its own transaction: the number, or null when out of order. */
const issueDated = (em: DatabaseEntityManager, userId: string, date: IsoDate) =>
  em.fork().transactional(async (tx) => {
    const taken = await takeNextInvoiceNumber(tx, userId, date, NOW);
    await tx.execute("select 1");
    return Result.isSuccess(taken) ? { number: taken.success, date } : null;
  });

/** 200 dates in June 2026, shuffled by a fixed rule so the race sees them out of order. */
const raceDates = Array.from({ length: 200 }, (_, index) =>
  addDays("2026-06-01", (index * 7) % 29),
);

/** Numbers 1…n without a gap, and dates that never go down along them. */
const expectChronology = (taken: ReadonlyArray<{ number: number; date: IsoDate } | null>) => {
  const issued = taken.flatMap((entry) => (entry === null ? [] : [entry]));
  const byNumber = [...issued].sort((a, b) => a.number - b.number);
  expect(byNumber.map((entry) => entry.number)).toEqual(oneTo(issued.length));
  const dates = byNumber.map((entry) => entry.date);
  expect(dates).toEqual([...dates].sort());
  expect(issued.length).toBeGreaterThan(1);
};

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
      expect(await take(tx, user.id)).toBe(2);
      throw new Error("the invoice could not be stored");
    });
    await expect(failed).rejects.toThrow("the invoice could not be stored");
    expect(await issue(em, user.id)).toBe(2);
  });

  it("refuses to take a number outside a transaction, where a failure would leave a gap", async () => {
    const user = await insertUser(em.fork());
    await expect(takeNextInvoiceNumber(em.fork(), user.id, DAY, NOW)).rejects.toThrow(
      "must run in the transaction that issues the invoice",
    );
  });

  it("refuses a date before the last numbered invoice's, or after today, without taking a number", async () => {
    const user = await insertUser(em.fork());
    expect(await issueDated(em, user.id, "2026-06-10")).toEqual({ number: 1, date: "2026-06-10" });
    expect(await issueDated(em, user.id, "2026-06-09")).toBeNull();
    expect(await issueDated(em, user.id, "2026-07-01")).toBeNull();
    expect(await issueDated(em, user.id, "2026-06-10")).toEqual({ number: 2, date: "2026-06-10" });
    expect(await issueDated(em, user.id, "2026-06-30")).toEqual({ number: 3, date: "2026-06-30" });
  });

  it("keeps 200 concurrent issuings with dates out of order gapless and in date order", {
    timeout,
  }, async () => {
    const user = await insertUser(em.fork());
    expectChronology(await Promise.all(raceDates.map((date) => issueDated(em, user.id, date))));
  });

  if (backend !== "pglite") {
    it("keeps two processes racing 200 dated issuings gapless and in date order", {
      timeout,
    }, async () => {
      const other = await openDatabase(test.options);
      try {
        const user = await insertUser(em.fork());
        const ems = [em, other.orm.em.fork()];
        expectChronology(
          await Promise.all(
            raceDates.map((date, index) => issueDated(ems[index % 2] ?? em, user.id, date)),
          ),
        );
      } finally {
        await other.close();
      }
    });

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
