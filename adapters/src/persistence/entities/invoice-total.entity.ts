import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * The number and the sum (minor units) of a user's invoices in one status and currency, kept by
 * the triggers of `invoices` (invoice-derived-sql.ts); never written by the application.
 */
export const InvoiceTotalSchema = defineEntity({
  name: "InvoiceTotal",
  tableName: "invoice_totals",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    status: p.text().primary(),
    currency: p.text().primary(),
    count: p.bigint("number"),
    total: p.bigint("number"),
  },
});

export class InvoiceTotal extends InvoiceTotalSchema.class {}
InvoiceTotalSchema.setClass(InvoiceTotal);
