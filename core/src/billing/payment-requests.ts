import { Schema } from "effect";
import { maxLengthText, requiredText } from "../validation/text-fields.ts";
import { PaymentJson } from "./payment.ts";
import { PlanId } from "./plan.ts";
import { Subscription } from "./subscription.ts";

const planIdField = PlanId.pipe(
  Schema.annotateKey({ messageMissingKey: "payments.errors.unknownplan" }),
);
const REASON_MAX = 500;
// Generous for a card number typed with spaces; the card rules say what is wrong within it.
const CARD_FIELD_MAX = 40;
const paymentIntentId = requiredText("payments.errors.paymentintentrequired");

/**
 * The start of a plan's payment. The browser also sends amount,
 * currency and description; like any unknown field they are dropped: the plan alone sets the
 * price, so a tampered amount cannot buy a plan cheaper.
 */
export const CreatePaymentIntentRequest = Schema.Struct({ planId: planIdField });
export type CreatePaymentIntentRequest = typeof CreatePaymentIntentRequest.Type;

/** Answer of create-payment-intent: what the card form needs to confirm the payment. */
export const CreatePaymentIntentResponse = Schema.Struct({
  clientSecret: Schema.String,
  paymentIntentId: Schema.String,
});
export type CreatePaymentIntentResponse = typeof CreatePaymentIntentResponse.Type;

/** A plan's payment, once the card provider confirmed it in the browser. */
export const ConfirmPaymentRequest = Schema.Struct({
  paymentIntentId,
  planId: planIdField,
});
export type ConfirmPaymentRequest = typeof ConfirmPaymentRequest.Type;

/** Answer of confirm-payment: the recorded payment and the subscription it paid for. */
export const ConfirmPaymentResponse = Schema.Struct({
  success: Schema.Boolean,
  payment: PaymentJson,
  subscription: Schema.NullOr(Subscription),
});
export type ConfirmPaymentResponse = typeof ConfirmPaymentResponse.Type;

/** A failed plan payment; the reason is the provider's message. */
export const PaymentFailureRequest = Schema.Struct({
  paymentIntentId,
  failureReason: Schema.optionalKey(maxLengthText(REASON_MAX)),
});
export type PaymentFailureRequest = typeof PaymentFailureRequest.Type;

/** A client's payment of an invoice, once the card provider confirmed it. */
export const InvoicePaymentConfirmRequest = Schema.Struct({ paymentIntentId });
export type InvoicePaymentConfirmRequest = typeof InvoicePaymentConfirmRequest.Type;

/**
 * A sandbox payment: a sandbox intent and the card typed in the
 * sandbox card form. The card is checked by `checkCard` (Luhn key, expiry, security code) at the
 * user's today; only its brand and last four digits are kept.
 */
export const SandboxCardRequest = Schema.Struct({
  paymentIntentId,
  number: requiredText("billing.card.numberrequired", CARD_FIELD_MAX),
  expiry: requiredText("billing.card.expiryrequired", CARD_FIELD_MAX),
  cvc: requiredText("billing.card.cvcrequired", CARD_FIELD_MAX),
});
export type SandboxCardRequest = typeof SandboxCardRequest.Type;

/** The user's answer to the sandbox's simulated 3-D Secure step. */
export const SandboxAuthenticationRequest = Schema.Struct({
  paymentIntentId,
  approve: Schema.Boolean.annotate({ message: "billing.sandbox.approverequired" }).pipe(
    Schema.annotateKey({ messageMissingKey: "billing.sandbox.approverequired" }),
  ),
});
export type SandboxAuthenticationRequest = typeof SandboxAuthenticationRequest.Type;
