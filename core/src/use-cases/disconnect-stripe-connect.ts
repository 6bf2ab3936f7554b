import { Effect, Option } from "effect";
import { ConnectedAccountRepository } from "../ports/connected-account-repository.ts";
import { StripeConnect } from "../ports/stripe-connect.ts";
import { StripeConnectNotConfigured } from "../stripe-connect/stripe-connect-errors.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Disconnects the seller's Stripe account (docs/PRODUCT-RULES.md#stripe-connect): Stripe revokes
 * the platform's access, then the account is forgotten; pay links then take no card until the
 * seller connects again. Nothing connected is nothing to do.
 */
export const disconnectStripeConnect = (input: { readonly userId: UserId }) =>
  Effect.gen(function* () {
    const { platform } = yield* StripeConnect;
    if (platform === null) return yield* new StripeConnectNotConfigured();
    const accounts = yield* ConnectedAccountRepository;
    const connected = yield* accounts.find(input.userId);
    if (Option.isNone(connected)) return;
    yield* platform.disconnect(connected.value.accountId);
    yield* accounts.remove(input.userId);
  });
