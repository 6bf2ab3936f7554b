import { Result } from "effect";
import type { CancelRequiresCreditNote } from "./cancel-requires-credit-note.ts";
import type { InvalidStatusTransition } from "./invalid-status-transition.ts";
import type { Invoice } from "./invoice.ts";
import { invoiceFieldChanges } from "./invoice-field-changes.ts";
import { InvoiceIssuedLocked } from "./invoice-issued-locked.ts";
import type { StatusPlace } from "./status-place.ts";
import { changeStatus } from "./status-transitions.ts";

/** Why the guard refuses a change. */
export type GuardRefusal = InvoiceIssuedLocked | InvalidStatusTransition | CancelRequiresCreditNote;

/**
 * The one rule every change of an invoice passes (docs/PRODUCT-RULES.md#lifecycle): once numbered,
 * its legal content is frozen (InvoiceIssuedLocked naming each field the change touched), and a new
 * status must be one `place` allows from the current one (`changeStatus`). Answers the invoice
 * afterwards.
 */
export const guardInvoiceChange = (
  place: StatusPlace,
  before: Invoice,
  after: Invoice,
): Result.Result<Invoice, GuardRefusal> => {
  if (before.invoiceNumber !== null) {
    const touched = invoiceFieldChanges(before, after);
    if (touched.length > 0) {
      return Result.fail(
        new InvoiceIssuedLocked({
          id: before.id,
          fields: Object.fromEntries(touched.map(({ field }) => [field, "invoices.issuedlocked"])),
        }),
      );
    }
  }
  return after.status === before.status
    ? Result.succeed(after)
    : Result.map(changeStatus(place, before, after.status), () => after);
};
