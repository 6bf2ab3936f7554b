import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * The last invoice number issued to a user and that invoice's issue date (the earliest date the
 * next may carry); one row per user, locked while a number is assigned.
 */
export const InvoiceNumberCounterSchema = defineEntity({
  name: "InvoiceNumberCounter",
  tableName: "invoice_number_counters",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    lastNumber: p.integer(),
    lastIssueDate: p.date().nullable(),
  },
});

export class InvoiceNumberCounter extends InvoiceNumberCounterSchema.class {}
InvoiceNumberCounterSchema.setClass(InvoiceNumberCounter);
