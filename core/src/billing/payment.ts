import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { fromMinorUnits, MinorUnits } from "../money/minor-units.ts";
import { PaymentProviderName } from "./payment-provider-name.ts";
import { PaymentStatus } from "./payment-status.ts";
import { PlanId } from "./plan.ts";

/**
 * A card payment, stored per user: of a plan (subscription) or of an invoice
 * (docs/PRODUCT-RULES.md#payments). `amount` is in minor units; `providerPaymentId` is the
 * provider's id (a Stripe PaymentIntent, or the sandbox's).
 */
export const Payment = Schema.Struct({
  id: Schema.NonEmptyString,
  provider: PaymentProviderName,
  providerPaymentId: Schema.String,
  planId: Schema.NullOr(PlanId),
  invoiceId: Schema.NullOr(Schema.String),
  amount: MinorUnits,
  currency: Currency,
  status: PaymentStatus,
  failureReason: Schema.NullOr(Schema.String),
  createdAt: Instant,
  paidAt: Schema.NullOr(Instant),
  refundedAt: Schema.NullOr(Instant),
  /** The seller's own Stripe account a pay link's payment was made on (Stripe Connect); null
   * for a payment into the operator's account or the sandbox. */
  connectedAccount: Schema.NullOr(Schema.String),
});
export type Payment = typeof Payment.Type;

/**
 * A payment as the settings' payment list shows it, the amount in major units
 * (docs/PRODUCT-RULES.md#api).
 */
export const PaymentJson = Payment.mapFields((fields) => ({ ...fields, amount: JsonAmount }));
export type PaymentJson = typeof PaymentJson.Type;

/** The API form of a payment. */
export const paymentJson = (payment: Payment): PaymentJson => ({
  ...payment,
  amount: fromMinorUnits(payment.amount, payment.currency),
});
