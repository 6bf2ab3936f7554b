import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { IsoDate } from "../calendar/iso-date.ts";
import { EmailMethod } from "../email/email-send-request.ts";
import { InvoiceClientSummary } from "../invoices/invoice-json.ts";
import { Paged } from "../invoices/paged.ts";
import { Frequency } from "./recurrence.ts";
import {
  type RecurringInvoice,
  RecurringResult,
  RecurringStatus,
  RecurringTemplate,
} from "./recurring-invoice.ts";

/** A recurring invoice as the API answers it, with its client and where the job stands with it. */
export const RecurringInvoiceJson = Schema.Struct({
  ...RecurringTemplate.fields,
  id: Schema.String,
  client: InvoiceClientSummary,
  frequency: Frequency,
  day: Schema.Int,
  startDate: IsoDate,
  endDate: Schema.NullOr(IsoDate),
  count: Schema.NullOr(Schema.Int),
  paymentTermsDays: Schema.Int,
  emailMethod: Schema.NullOr(EmailMethod),
  sendEInvoice: Schema.Boolean,
  status: RecurringStatus,
  nextDate: Schema.NullOr(IsoDate),
  issuedCount: Schema.Int,
  lastRunAt: Schema.NullOr(Instant),
  lastResult: Schema.NullOr(RecurringResult),
  lastError: Schema.NullOr(Schema.String),
  lastInvoiceId: Schema.NullOr(Schema.String),
  failedAttempts: Schema.Int,
  retryAt: Schema.NullOr(Instant),
  createdAt: Instant,
  updatedAt: Instant,
});
export type RecurringInvoiceJson = typeof RecurringInvoiceJson.Type;

/** A page of the user's recurring invoices, next due first. */
export const RecurringInvoiceListResponse = Paged(RecurringInvoiceJson);
export type RecurringInvoiceListResponse = typeof RecurringInvoiceListResponse.Type;

/** A recurring invoice with the client it names. */
export interface RecurringInvoiceWithClient {
  readonly schedule: RecurringInvoice;
  readonly client: InvoiceClientSummary;
}

/** The API form of a recurring invoice. */
export const recurringInvoiceToJson = ({
  schedule,
  client,
}: RecurringInvoiceWithClient): RecurringInvoiceJson => ({
  ...schedule.template,
  id: schedule.id,
  client,
  frequency: schedule.frequency,
  day: schedule.day,
  startDate: schedule.startDate,
  endDate: schedule.endDate,
  count: schedule.count,
  paymentTermsDays: schedule.paymentTermsDays,
  emailMethod: schedule.emailMethod,
  sendEInvoice: schedule.sendEInvoice,
  status: schedule.status,
  nextDate: schedule.nextDate,
  issuedCount: schedule.issuedCount,
  lastRunAt: schedule.lastRunAt,
  lastResult: schedule.lastResult,
  lastError: schedule.lastError,
  lastInvoiceId: schedule.lastInvoiceId,
  failedAttempts: schedule.failedAttempts,
  retryAt: schedule.retryAt,
  createdAt: schedule.createdAt,
  updatedAt: schedule.updatedAt,
});
