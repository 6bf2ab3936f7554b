import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/** A card payment of a plan or of an invoice, found again by the provider's id from webhooks. */
export const PaymentSchema = defineEntity({
  name: "Payment",
  tableName: "payments",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    provider: p.enum(["stripe", "sandbox"]),
    providerPaymentId: p.text().unique("payments_provider_payment_id_unique"),
    planId: p.text().nullable(),
    invoice: () =>
      p
        .manyToOne(Invoice)
        .ref()
        .nullable()
        .deleteRule("set null")
        .index("payments_invoice_id_index"),
    amount: p.bigint("number"),
    currency: p.text(),
    status: p.enum(["pending", "succeeded", "failed", "canceled", "refunded"]),
    failureReason: p.text().nullable(),
    createdAt: p.datetime(),
    paidAt: p.datetime().nullable(),
    refundedAt: p.datetime().nullable(),
    connectedAccount: p.text().nullable(),
  },
  indexes: [{ name: "payments_user_id_created_at_index", properties: ["user", "createdAt"] }],
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);
