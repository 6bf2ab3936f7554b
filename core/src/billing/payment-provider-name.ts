import { Schema } from "effect";

/**
 * Who handled a payment: Stripe (real cards, when keys are configured) or the built-in sandbox
 * (Stripe's test cards; always while sandbox mode is on). A payment is confirmed and refunded by
 * the provider that created it.
 */
export const PaymentProviderName = Schema.Literals(["stripe", "sandbox"]);
export type PaymentProviderName = typeof PaymentProviderName.Type;
