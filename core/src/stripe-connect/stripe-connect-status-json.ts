import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";

/** Where a seller's Stripe Connect stands: offered or not, and the connected account if any. */
export const StripeConnectStatusJson = Schema.Struct({
  available: Schema.Boolean,
  accountId: Schema.NullOr(Schema.String),
  connectedAt: Schema.NullOr(Instant),
});
export type StripeConnectStatusJson = typeof StripeConnectStatusJson.Type;
