import { Schema } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { EmailMethod } from "../email/email-send-request.ts";
import { OperationNature } from "../france/factur-x/operation-nature.ts";
import { DiscountRequest } from "../invoices/discount.ts";
import { ClientId, InvoiceNotes } from "../invoices/invoice-fields.ts";
import { InvoiceItemRequest, invoiceItemsRule } from "../invoices/invoice-request.ts";
import { Currency } from "../money/currency.ts";
import { keyedCheck } from "../validation/keyed-rule.ts";
import type { RecurrenceRule } from "./recurrence.ts";

/**
 * What every invoice of a recurring invoice repeats: its client, lines (amounts in major units,
 * as an invoice body carries them), currency, price basis, discount, notes and operation
 * category. Dates, status and number belong to each issued invoice.
 */
export const RecurringTemplate = Schema.Struct({
  clientId: ClientId,
  currency: Currency,
  pricesIncludeTax: Schema.Boolean,
  discount: Schema.NullOr(DiscountRequest),
  notes: InvoiceNotes,
  operationCategory: Schema.NullOr(OperationNature),
  items: Schema.Array(InvoiceItemRequest).pipe(
    Schema.check(keyedCheck(invoiceItemsRule)),
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.atleastoneitem" }),
  ),
});
export type RecurringTemplate = typeof RecurringTemplate.Type;

/** Whether the job issues a recurring invoice's occurrences: active, or paused by its owner. */
export const RecurringStatus = Schema.Literals(["active", "paused"]);
export type RecurringStatus = typeof RecurringStatus.Type;

/** How the last run of a recurring invoice ended: an invoice issued, or a failure to retry. */
export const RecurringResult = Schema.Literals(["issued", "failed"]);
export type RecurringResult = typeof RecurringResult.Type;

/** How a recurring invoice delivers each invoice it issues (docs/PRODUCT-RULES.md#recurring-invoices). */
export interface RecurringDelivery {
  /** E-mail each invoice to the client by this method; null: issue it without e-mail. */
  readonly emailMethod: EmailMethod | null;
  /** Queue each invoice's e-invoice auto-send, which submits it as the e-invoicing settings say. */
  readonly sendEInvoice: boolean;
}

/** Where the job stands with a recurring invoice: what it issued, what comes, how it last went. */
export interface RecurringProgress {
  readonly status: RecurringStatus;
  /** The index of the next occurrence to issue (0 for the first). */
  readonly nextIndex: number;
  /** Its date; null once the end date or count is reached. */
  readonly nextDate: IsoDate | null;
  /** The date of the last occurrence handled (issued or skipped by the catch-up). */
  readonly lastOccurrenceDate: IsoDate | null;
  readonly issuedCount: number;
  /** A draft of this schedule still waiting for its e-mail (the transport refused it). */
  readonly pendingInvoiceId: string | null;
  readonly lastRunAt: Instant | null;
  readonly lastResult: RecurringResult | null;
  /** The i18n key of the last failure; null after a success. */
  readonly lastError: string | null;
  readonly lastInvoiceId: string | null;
  /** Failed runs in a row; decides the wait before the next retry. */
  readonly failedAttempts: number;
  /** No retry before this instant after a failure. */
  readonly retryAt: Instant | null;
}

/** A recurring invoice: a template, when it repeats, how its invoices go out, and its progress. */
export interface RecurringInvoice extends RecurrenceRule, RecurringDelivery, RecurringProgress {
  readonly id: string;
  readonly userId: string;
  readonly template: RecurringTemplate;
  /** Days from an invoice's issue date to its due date. */
  readonly paymentTermsDays: number;
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
}
