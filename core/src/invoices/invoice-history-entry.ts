import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { EmailMethod } from "../email/email-send-request.ts";
import { NoticeStep } from "../jobs/notice-step.ts";
import { FieldChange } from "./invoice-field-changes.ts";
import { InvoiceStatus } from "./invoice-status.ts";

/**
 * What happened to an invoice: made, edited, moved to another status, e-mailed, a notice
 * (payment reminder, overdue notice) sent to its client or given up after its last attempt, a
 * credit note issued against it (the credit-note use case records that line), or submitted to an
 * e-invoicing platform, a payment recorded on it or deleted as a mistake.
 */
export const InvoiceHistoryEvent = Schema.Literals([
  "created",
  "edited",
  "statusChanged",
  "emailed",
  "noticeSent",
  "noticeFailed",
  "creditNoteIssued",
  "submitted",
  "paymentRecorded",
  "paymentDeleted",
]);
export type InvoiceHistoryEvent = typeof InvoiceHistoryEvent.Type;

/** How an e-mailed invoice left: the method asked for, the recipient, the transport's message id. */
export const InvoiceEmailDelivery = Schema.Struct({
  method: EmailMethod,
  recipient: Schema.String,
  messageId: Schema.String,
  /**
   * No transport was configured, so the message went to the outbox folder
   * (docs/PRODUCT-RULES.md#email).
   */
  outbox: Schema.Boolean,
});
export type InvoiceEmailDelivery = typeof InvoiceEmailDelivery.Type;

/** A notice's line: which step, to whom, and how it went (the transport's answer or refusal). */
export const InvoiceNoticeDelivery = Schema.Struct({
  step: NoticeStep,
  recipient: Schema.String,
  /** The transport's message id; null when the notice was given up. */
  messageId: Schema.NullOr(Schema.String),
  /** No transport was configured, so the message went to the outbox folder. */
  outbox: Schema.Boolean,
  /** Attempts made. */
  attempts: Schema.Number,
  /** The transport's words on the last attempt, for a notice given up; null when sent. */
  failure: Schema.NullOr(Schema.String),
});
export type InvoiceNoticeDelivery = typeof InvoiceNoticeDelivery.Type;

/**
 * A submission's line: the platform the invoice went to (the French platform as Factur-X, SEFAZ as
 * an NF-e) and how it ended: accepted, rejected by the platform, or failed before it answered.
 */
export const InvoiceSubmissionRecord = Schema.Struct({
  platform: Schema.Literals(["factur-x", "nfe"]),
  outcome: Schema.Literals(["accepted", "rejected", "failed"]),
});
export type InvoiceSubmissionRecord = typeof InvoiceSubmissionRecord.Type;

/**
 * One line of an invoice's history (docs/PRODUCT-RULES.md#lifecycle), shown on its detail page.
 * `from` and `to` are the statuses before and after (equal when the status did not change); an
 * `emailed` line tells how the message left; an `edited` line lists the fields it changed, with
 * before and after; a `submitted` line names the platform and the outcome.
 */
export const InvoiceHistoryEntry = Schema.Struct({
  id: Schema.NonEmptyString,
  invoiceId: Schema.NonEmptyString,
  at: Instant,
  event: InvoiceHistoryEvent,
  from: Schema.NullOr(InvoiceStatus),
  to: InvoiceStatus,
  email: Schema.optionalKey(InvoiceEmailDelivery),
  notice: Schema.optionalKey(InvoiceNoticeDelivery),
  changes: Schema.optionalKey(Schema.Array(FieldChange)),
  submission: Schema.optionalKey(InvoiceSubmissionRecord),
});
export type InvoiceHistoryEntry = typeof InvoiceHistoryEntry.Type;
