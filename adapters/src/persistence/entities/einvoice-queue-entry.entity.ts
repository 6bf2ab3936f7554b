import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * An invoice numbered whose e-invoice auto-send is not on the job queue yet: queued by the triggers
 * of `invoices` in the transaction that gives it its number (einvoice-queue-sql.ts), removed once
 * its auto-send job is queued, so a crash between the two leaves it for the drain.
 */
export const EInvoiceQueueEntrySchema = defineEntity({
  name: "EInvoiceQueueEntry",
  tableName: "einvoice_queue",
  properties: {
    invoice: () => p.manyToOne(Invoice).ref().primary().deleteRule("cascade"),
    user: () => p.manyToOne(User).ref().deleteRule("cascade").index(),
    queuedAt: p.datetime().index(),
  },
});

export class EInvoiceQueueEntry extends EInvoiceQueueEntrySchema.class {}
EInvoiceQueueEntrySchema.setClass(EInvoiceQueueEntry);
