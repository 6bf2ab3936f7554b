import { Effect, Option } from "effect";
import { ConnectedAccountRepository } from "../ports/connected-account-repository.ts";
import { StripeConnect } from "../ports/stripe-connect.ts";
import type { StripeConnectStatusJson } from "../stripe-connect/stripe-connect-status-json.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Where the seller's Stripe Connect stands (docs/PRODUCT-RULES.md#stripe-connect): whether the
 * operator offers it, and the connected account if there is one.
 */
export const stripeConnectStatus = (input: { readonly userId: UserId }) =>
  Effect.gen(function* () {
    const { platform } = yield* StripeConnect;
    const connected = yield* (yield* ConnectedAccountRepository).find(input.userId);
    return {
      available: platform !== null,
      accountId: Option.getOrNull(Option.map(connected, (account) => account.accountId)),
      connectedAt: Option.getOrNull(Option.map(connected, (account) => account.connectedAt)),
    } satisfies StripeConnectStatusJson;
  });
