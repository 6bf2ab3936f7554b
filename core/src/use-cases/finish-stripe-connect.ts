import { Effect, Option } from "effect";
import { Clock } from "../ports/clock.ts";
import { ConnectedAccountRepository } from "../ports/connected-account-repository.ts";
import { StripeConnect } from "../ports/stripe-connect.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import { onboardingStateLive } from "../stripe-connect/onboarding-state.ts";
import {
  StripeConnectNotConfigured,
  StripeConnectStateInvalid,
} from "../stripe-connect/stripe-connect-errors.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Finishes a seller's Stripe Connect onboarding with what Stripe sent back
 * (docs/PRODUCT-RULES.md#stripe-connect): the `state` must be one this seller started, unused and
 * recent (StripeConnectStateInvalid otherwise, and it is spent either way), then the code is
 * exchanged for the seller's account, which is stored.
 */
export const finishStripeConnect = (input: {
  readonly userId: UserId;
  readonly state: string;
  readonly code: string;
}) =>
  Effect.gen(function* () {
    const { platform } = yield* StripeConnect;
    if (platform === null) return yield* new StripeConnectNotConfigured();
    const accounts = yield* ConnectedAccountRepository;
    const started = yield* accounts.takeState((yield* TokenGenerator).hash(input.state));
    const now = yield* (yield* Clock).now;
    if (
      Option.isNone(started) ||
      started.value.userId !== input.userId ||
      !onboardingStateLive(started.value.createdAt, now)
    ) {
      return yield* new StripeConnectStateInvalid();
    }
    const { accountId } = yield* platform.finishOnboarding(input.code);
    yield* accounts.save(input.userId, { accountId, connectedAt: now });
    return { accountId, connectedAt: now };
  });
