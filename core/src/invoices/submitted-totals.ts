import { Result } from "effect";
import type { SubmittedTotals } from "./invoice-input.ts";
import type { InvoiceTotals } from "./invoice-totals.ts";
import { InvoiceTotalsMismatch } from "./invoice-totals-mismatch.ts";

const KEY = "invoiceform.errors.totalsmismatch";

/** Holds the figures a body sent against the server's; any that differ fail with their paths. */
export const checkSubmittedTotals = (
  submitted: SubmittedTotals,
  totals: InvoiceTotals,
): Result.Result<void, InvoiceTotalsMismatch> => {
  const fields: Record<string, string> = {};
  const compare = (sent: number | undefined, computed: number | undefined, field: string) => {
    if (sent !== undefined && sent !== computed) fields[field] = KEY;
  };
  compare(submitted.subtotal, totals.subtotal, "subtotal");
  compare(submitted.taxAmount, totals.taxAmount, "taxAmount");
  compare(submitted.total, totals.total, "total");
  submitted.items.forEach((item, index) => {
    const line = totals.lines[index];
    compare(item.taxAmount, line?.taxAmount, `items.${index}.taxAmount`);
    compare(item.total, line?.total, `items.${index}.total`);
  });
  return Object.keys(fields).length === 0
    ? Result.void
    : Result.fail(new InvoiceTotalsMismatch({ fields }));
};
