import { InvoiceHistoryEvent, InvoiceSubmissionRecord } from "@invoicing/core";
import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";

const statuses = ["draft", "sent", "paid", "overdue", "cancelled"] as const;

/** One event in an invoice's life: made, edited, moved, e-mailed, or a notice sent or given up. */
export const InvoiceHistoryEntrySchema = defineEntity({
  name: "InvoiceHistoryEntry",
  tableName: "invoice_history",
  properties: {
    id: p.uuid().primary(),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade"),
    at: p.datetime(),
    event: p.enum([...InvoiceHistoryEvent.literals]),
    fromStatus: p.enum(statuses).nullable(),
    toStatus: p.enum(statuses),
    // How an `emailed` line's message left; null on every other line.
    emailMethod: p.enum(["smtp", "resend"]).nullable(),
    emailRecipient: p.text().nullable(),
    emailMessageId: p.text().nullable(),
    emailOutbox: p.boolean().nullable(),
    // A notice's step, attempts and (given up) the transport's words; null on every other line.
    noticeStep: p.integer().nullable().check("notice_step >= -30 and notice_step <= 60"),
    noticeAttempts: p.integer().nullable(),
    noticeFailure: p.text().nullable(),
    // An edit's changed fields, `[{ field, before, after }]`; null on every other line.
    changes: p.json().nullable(),
    // A submission's platform and outcome; null on every other line.
    submissionPlatform: p.enum([...InvoiceSubmissionRecord.fields.platform.literals]).nullable(),
    submissionOutcome: p.enum([...InvoiceSubmissionRecord.fields.outcome.literals]).nullable(),
  },
  indexes: [{ name: "invoice_history_invoice_id_at_index", properties: ["invoice", "at"] }],
});

export class InvoiceHistoryEntry extends InvoiceHistoryEntrySchema.class {}
InvoiceHistoryEntrySchema.setClass(InvoiceHistoryEntry);
