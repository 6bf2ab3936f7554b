import { Result } from "effect";
import type { IsoDate } from "../calendar/iso-date.ts";
import { IssueDateOutOfOrder } from "./issue-date-out-of-order.ts";

/**
 * Numbers follow dates (docs/PRODUCT-RULES.md#numbering): an invoice taking the next number of its
 * series must be dated no earlier than the last numbered invoice of the series (`lastIssueDate`,
 * null for the first) and no later than `today` in the owner's time zone. Checked under the lock
 * that hands out the number, so along the numbers the dates never go down.
 */
export const checkIssueDateOrder = (order: {
  readonly issueDate: IsoDate;
  readonly lastIssueDate: IsoDate | null;
  readonly today: IsoDate;
}): Result.Result<IsoDate, IssueDateOutOfOrder> => {
  const { issueDate, lastIssueDate, today } = order;
  const early = lastIssueDate !== null && issueDate < lastIssueDate;
  return early || issueDate > today
    ? Result.fail(
        new IssueDateOutOfOrder({
          issueDate,
          earliest: lastIssueDate,
          latest: today,
          fields: { issueDate: "invoices.issuedate.outoforder" },
        }),
      )
    : Result.succeed(issueDate);
};
