import { Context, type Effect, type Option } from "effect";
import type { TokenHash } from "../auth/token-hash.ts";
import type { Instant } from "../calendar/instant.ts";
import type { UserId } from "../users/user-id.ts";

/** A seller's Stripe account connected through Stripe Connect. */
export interface ConnectedAccount {
  readonly accountId: string;
  readonly connectedAt: Instant;
}

/**
 * Sellers' connected Stripe accounts, and the pending onboardings' `state` values (by their hash),
 * each usable once (docs/PRODUCT-RULES.md#stripe-connect). Storage failures are defects.
 */
export class ConnectedAccountRepository extends Context.Service<
  ConnectedAccountRepository,
  {
    readonly find: (userId: UserId) => Effect.Effect<Option.Option<ConnectedAccount>>;
    /** Stores the seller's account, replacing an earlier one. */
    readonly save: (userId: UserId, account: ConnectedAccount) => Effect.Effect<void>;
    readonly remove: (userId: UserId) => Effect.Effect<void>;
    /** Stores a new onboarding's state for the seller. */
    readonly saveState: (userId: UserId, stateHash: TokenHash, at: Instant) => Effect.Effect<void>;
    /** Removes and answers the onboarding of this state: its seller and when it started. */
    readonly takeState: (
      stateHash: TokenHash,
    ) => Effect.Effect<Option.Option<{ readonly userId: UserId; readonly createdAt: Instant }>>;
  }
>()("@invoicing/core/ConnectedAccountRepository") {}
