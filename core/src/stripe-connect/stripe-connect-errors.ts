import { Schema } from "effect";

/** The operator did not configure Stripe Connect: there is no account to connect. */
export class StripeConnectNotConfigured extends Schema.TaggedError<StripeConnectNotConfigured>()(
  "StripeConnectNotConfigured",
  {},
) {
  readonly key: string = "stripeconnect.errors.notconfigured";
}

/**
 * The `state` Stripe sent back is unknown, already used, too old, or another user's: the
 * onboarding was not started by this seller, so nothing is connected.
 */
export class StripeConnectStateInvalid extends Schema.TaggedError<StripeConnectStateInvalid>()(
  "StripeConnectStateInvalid",
  {},
) {
  readonly key: string = "stripeconnect.errors.stateinvalid";
}

/** The seller has not connected a Stripe account, so a pay link cannot take a card payment. */
export class SellerNotConnected extends Schema.TaggedError<SellerNotConnected>()(
  "SellerNotConnected",
  {},
) {
  readonly key: string = "paylinks.errors.sellernotconnected";
}
