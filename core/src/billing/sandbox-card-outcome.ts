import { Schema } from "effect";
import { cardBrands } from "./card-rules.ts";

/** Why the sandbox declines a card: Stripe's codes for its test cards' outcomes. */
export const sandboxDeclineCodes = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "processing_error",
  "authentication_failed",
  "test_mode_live_card",
] as const;

/** A decline code of the sandbox provider. */
export const SandboxDeclineCode = Schema.Literals(sandboxDeclineCodes);
export type SandboxDeclineCode = typeof SandboxDeclineCode.Type;

/**
 * The sandbox's answer to a card, as Stripe.js answers `confirmCardPayment`: paid, waiting for
 * the card holder's authentication (3-D Secure), or declined with a code and the provider's
 * message. Only the card's brand and last four digits come back; the number is never kept.
 */
export const SandboxCardOutcome = Schema.Struct({
  status: Schema.Literals(["succeeded", "requires_action", "failed"]),
  declineCode: Schema.NullOr(SandboxDeclineCode),
  failureReason: Schema.NullOr(Schema.String),
  card: Schema.Struct({ brand: Schema.Literals(cardBrands), last4: Schema.String }),
});
export type SandboxCardOutcome = typeof SandboxCardOutcome.Type;

const declineKeys: Readonly<Record<SandboxDeclineCode, string>> = {
  card_declined: "billing.declines.carddeclined",
  insufficient_funds: "billing.declines.insufficientfunds",
  expired_card: "billing.declines.expiredcard",
  incorrect_cvc: "billing.declines.incorrectcvc",
  processing_error: "billing.declines.processingerror",
  authentication_failed: "billing.declines.authenticationfailed",
  test_mode_live_card: "billing.declines.testmodelivecard",
};

/** The i18n key that explains a decline to the card holder. */
export const declineMessageKey = (code: SandboxDeclineCode): string => declineKeys[code];
