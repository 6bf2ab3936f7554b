import { defineEntity, p } from "@mikro-orm/core";
import { Payment } from "./payment.entity.ts";

/**
 * One receipt of one card payment of an invoice, to the client or the seller: the key makes it go
 * at most once, whichever server process or webhook delivery sends it.
 */
export const PaymentReceiptSchema = defineEntity({
  name: "PaymentReceipt",
  tableName: "payment_receipts",
  properties: {
    payment: () => p.manyToOne(Payment).ref().primary().deleteRule("cascade"),
    recipient: p.enum(["client", "seller"]).primary(),
    at: p.datetime(),
  },
});

export class PaymentReceipt extends PaymentReceiptSchema.class {}
PaymentReceiptSchema.setClass(PaymentReceipt);
