import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { ConnectedAccountRepository } from "../ports/connected-account-repository.ts";
import { StripeConnect } from "../ports/stripe-connect.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import { StripeConnectNotConfigured } from "../stripe-connect/stripe-connect-errors.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Starts a seller's Stripe Connect onboarding (docs/PRODUCT-RULES.md#stripe-connect): a random
 * `state` of 256 bits, stored hashed for this seller, and Stripe's address carrying it. Answers
 * where to send the seller.
 */
export const startStripeConnect = (input: { readonly userId: UserId }) =>
  Effect.gen(function* () {
    const { platform } = yield* StripeConnect;
    if (platform === null) return yield* new StripeConnectNotConfigured();
    const { token, tokenHash } = yield* (yield* TokenGenerator).generate;
    const now = yield* (yield* Clock).now;
    yield* (yield* ConnectedAccountRepository).saveState(input.userId, tokenHash, now);
    return { url: platform.authorizeUrl(token) };
  });
