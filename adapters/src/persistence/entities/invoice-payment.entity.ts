import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * A payment recorded on an invoice (docs/PRODUCT-RULES.md#invoice-payments), in minor units of
 * the invoice's currency. A deleted one keeps its row with `deletedAt`; a card payment names its
 * provider payment at most once.
 */
export const InvoicePaymentSchema = defineEntity({
  name: "InvoicePayment",
  tableName: "invoice_payments",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade").index(),
    amount: p.bigint("number"),
    currency: p.text(),
    date: p.date(),
    method: p.enum(["card", "transfer", "sepa", "pix", "cash", "cheque"]),
    reference: p.text(),
    cardPaymentId: p.uuid().nullable().unique(),
    createdAt: p.datetime(),
    deletedAt: p.datetime().nullable(),
  },
  indexes: [{ name: "invoice_payments_user_id_date_index", properties: ["user", "date"] }],
  checks: [{ name: "invoice_payments_amount_check", expression: "amount > 0" }],
});

export class InvoicePayment extends InvoicePaymentSchema.class {}
InvoicePaymentSchema.setClass(InvoicePayment);
