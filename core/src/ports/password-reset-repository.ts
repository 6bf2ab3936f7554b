import { Context, type Effect } from "effect";
import type { ResetTokenInvalid } from "../auth/auth-errors.ts";
import type { PasswordResetToken } from "../auth/password-reset.ts";
import type { TokenHash } from "../auth/token-hash.ts";
import type { Instant } from "../calendar/instant.ts";
import type { UserId } from "../users/user-id.ts";

/** Password reset tokens, stored as hashes. Storage failures are defects. */
export class PasswordResetRepository extends Context.Service<
  PasswordResetRepository,
  {
    readonly create: (token: PasswordResetToken) => Effect.Effect<void>;
    /**
     * Uses a token: when it exists, is unused and has not expired at `now` (`isResetTokenUsable`),
     * marks it used and answers its user, in one atomic statement so two requests cannot both
     * use it; otherwise fails.
     */
    readonly consume: (
      tokenHash: TokenHash,
      now: Instant,
    ) => Effect.Effect<UserId, ResetTokenInvalid>;
  }
>()("@invoicing/core/PasswordResetRepository") {}
