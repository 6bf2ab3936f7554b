import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";

/**
 * One notice step of one invoice (payment reminder, overdue notices), sent or given up: the key
 * makes a step go at most once, whichever server process sends it.
 */
export const InvoiceNoticeSchema = defineEntity({
  name: "InvoiceNotice",
  tableName: "invoice_notices",
  properties: {
    invoice: () => p.manyToOne(Invoice).ref().primary().deleteRule("cascade"),
    // The notice's offset in days from the due date, within the schedules' bounds.
    step: p.integer().primary().check("step >= -30 and step <= 60"),
    outcome: p.enum(["sent", "failed"]),
    at: p.datetime(),
  },
});

export class InvoiceNotice extends InvoiceNoticeSchema.class {}
InvoiceNoticeSchema.setClass(InvoiceNotice);
