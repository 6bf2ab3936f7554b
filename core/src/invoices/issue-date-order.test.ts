import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/date-arithmetic.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import { checkIssueDateOrder } from "./issue-date-order.ts";

const day = fc
  .integer({ min: 0, max: 3000 })
  .map((offset): IsoDate => addDays("2020-01-01", offset));

describe("checkIssueDateOrder", () => {
  it("accepts the first invoice of a series dated today or before", () => {
    expect(
      checkIssueDateOrder({ issueDate: "2026-03-01", lastIssueDate: null, today: "2026-03-01" }),
    ).toEqual(Result.succeed("2026-03-01"));
  });

  it("refuses a date before the last numbered invoice's, with the key and the bounds", () => {
    const result = checkIssueDateOrder({
      issueDate: "2020-01-01",
      lastIssueDate: "2026-02-01",
      today: "2026-03-01",
    });
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      key: "invoices.issuedate.outoforder",
      earliest: "2026-02-01",
      latest: "2026-03-01",
      fields: { issueDate: "invoices.issuedate.outoforder" },
    });
  });

  it("refuses a date after today", () => {
    expect(
      Result.isFailure(
        checkIssueDateOrder({ issueDate: "2026-03-02", lastIssueDate: null, today: "2026-03-01" }),
      ),
    ).toBe(true);
  });

  it("accepts exactly the dates between the last numbered one and today", () => {
    fc.assert(
      fc.property(day, fc.option(day, { nil: null }), day, (issueDate, lastIssueDate, today) => {
        const inOrder =
          (lastIssueDate === null || lastIssueDate <= issueDate) && issueDate <= today;
        return (
          Result.isSuccess(checkIssueDateOrder({ issueDate, lastIssueDate, today })) === inOrder
        );
      }),
    );
  });

  it("keeps dates non-decreasing along the numbers of any series it lets through", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(day, day), { maxLength: 40 }), (attempts) => {
        let last: IsoDate | null = null;
        const numbered: IsoDate[] = [];
        for (const [issueDate, today] of attempts) {
          const result = checkIssueDateOrder({ issueDate, lastIssueDate: last, today });
          if (Result.isSuccess(result)) {
            numbered.push(result.success);
            last = result.success;
          }
        }
        return numbered.every((date, index) => index === 0 || (numbered[index - 1] ?? "") <= date);
      }),
    );
  });
});
