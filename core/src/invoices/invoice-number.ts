import { Schema } from "effect";
import type { InvoiceStatus } from "./invoice-status.ts";

const PREFIX = "INV-";
// Three digits zero-padded (001 to 999), then no leading zero: exactly what the formatter writes.
const pattern = /^INV-(00[1-9]|0[1-9]\d|[1-9]\d{2,})$/u;

/** An issued invoice's number: INV- and a sequence of at least three digits (INV-001, INV-1000). */
export const InvoiceNumber = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(pattern, {
      message: "invoices.errors.invalidinvoicenumber",
    }),
  ),
  Schema.annotate({
    description: "INV- and a sequence of at least three digits",
    examples: ["INV-001"],
  }),
);
export type InvoiceNumber = typeof InvoiceNumber.Type;

/** The number of the `sequence`-th issued invoice (1 → INV-001, 1000 → INV-1000). */
export const formatInvoiceNumber = (sequence: number): InvoiceNumber => {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`${sequence} is not an invoice sequence`);
  }
  return `${PREFIX}${String(sequence).padStart(3, "0")}`;
};

/** The sequence of an invoice number, or undefined when it is not one formatInvoiceNumber makes. */
export const parseInvoiceNumber = (value: string): number | undefined => {
  const digits = pattern.exec(value)?.[1];
  if (digits === undefined) return undefined;
  const sequence = Number(digits);
  return Number.isSafeInteger(sequence) ? sequence : undefined;
};

/** The number the next issued invoice takes, after the last issued sequence (0 when none). */
export const nextInvoiceNumber = (lastIssuedSequence: number): InvoiceNumber =>
  formatInvoiceNumber(lastIssuedSequence + 1);

/**
 * Whether moving to `to` must assign a number: the invoice has none yet (it never left draft,
 * docs/PRODUCT-RULES.md#numbering) and is issued (sent, overdue or paid). A draft cancelled before
 * it was issued takes none: nothing was issued, and it can still be deleted.
 */
export const needsNumber = (invoiceNumber: InvoiceNumber | null, to: InvoiceStatus): boolean =>
  invoiceNumber === null && to !== "draft" && to !== "cancelled";
