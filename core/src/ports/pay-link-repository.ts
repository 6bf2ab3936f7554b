import { Context, type Effect, type Option } from "effect";
import type { TokenHash } from "../auth/token-hash.ts";
import type { Instant } from "../calendar/instant.ts";
import type { UserId } from "../users/user-id.ts";

/** The invoice a live pay link opens, and its owner. */
export interface PayLinkTarget {
  readonly userId: UserId;
  readonly invoiceId: string;
}

/**
 * Pay links (docs/PRODUCT-RULES.md#pay-links), stored by the SHA-256 of their token, and the token
 * sealed (`PayLinkVault`) for the invoice e-mails. An invoice has at most one live link: a new one
 * revokes the one before.
 */
export class PayLinkRepository extends Context.Service<
  PayLinkRepository,
  {
    /** Stores a live link of the owner's invoice, revoking any earlier one, in one transaction. */
    readonly create: (
      target: PayLinkTarget,
      link: {
        readonly id: string;
        readonly tokenHash: TokenHash;
        /** The token sealed for the seller; null when the server has no key to seal with. */
        readonly sealedToken: string | null;
        readonly createdAt: Instant;
      },
    ) => Effect.Effect<void>;
    /** Revokes the live link of the owner's invoice, if there is one. */
    readonly revoke: (target: PayLinkTarget, at: Instant) => Effect.Effect<void>;
    /** The invoice a live link opens, by its token's hash; none for an unknown or revoked one. */
    readonly findLive: (tokenHash: TokenHash) => Effect.Effect<Option.Option<PayLinkTarget>>;
    /** The sealed token of the owner's invoice's live link; none without a live, sealed link. */
    readonly liveSealedToken: (target: PayLinkTarget) => Effect.Effect<Option.Option<string>>;
  }
>()("@invoicing/core/PayLinkRepository") {}
