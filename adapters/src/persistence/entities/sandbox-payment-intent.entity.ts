import { defineEntity, p } from "@mikro-orm/core";

/**
 * A payment intent of the built-in sandbox provider, kept in the database like Stripe keeps its
 * own, so every server process sees it. Of the card only the brand and last four digits are kept.
 */
export const SandboxPaymentIntentSchema = defineEntity({
  name: "SandboxPaymentIntent",
  tableName: "sandbox_payment_intents",
  properties: {
    id: p.text().primary(),
    clientSecret: p.text(),
    idempotencyKey: p.text().unique("sandbox_payment_intents_idempotency_key_unique"),
    amount: p.bigint("number"),
    currency: p.text(),
    description: p.text(),
    status: p.enum(["requires_payment_method", "requires_action", "succeeded", "refunded"]),
    cardBrand: p.text().nullable(),
    cardLast4: p.text().nullable(),
    declineCode: p.text().nullable(),
    failureMessage: p.text().nullable(),
    createdAt: p.datetime().defaultRaw("current_timestamp"),
  },
});

export class SandboxPaymentIntent extends SandboxPaymentIntentSchema.class {}
SandboxPaymentIntentSchema.setClass(SandboxPaymentIntent);
