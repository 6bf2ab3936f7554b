import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { RecurringInvoice } from "./recurring-invoice.entity.ts";

/**
 * One issued occurrence of a recurring invoice and its invoice, written in the transaction that
 * numbers the invoice: the key gives an occurrence one invoice, whichever process issues it.
 */
export const RecurringOccurrenceSchema = defineEntity({
  name: "RecurringOccurrence",
  tableName: "recurring_occurrences",
  properties: {
    recurringInvoice: () => p.manyToOne(RecurringInvoice).ref().primary().deleteRule("cascade"),
    occurrenceIndex: p.integer().primary(),
    occurrenceDate: p.date(),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade").unique(),
    createdAt: p.datetime(),
  },
});

export class RecurringOccurrence extends RecurringOccurrenceSchema.class {}
RecurringOccurrenceSchema.setClass(RecurringOccurrence);
