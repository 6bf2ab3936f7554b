import { Duration } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { UserId } from "../users/user-id.ts";
import type { TokenHash } from "./token-hash.ts";

/** A mailed reset link works for one hour (docs/PRODUCT-RULES.md#accounts). */
export const RESET_TOKEN_LIFETIME = Duration.hours(1);

/** A password reset request as stored: the token's hash, whose it is, and until when it works. */
export interface PasswordResetToken {
  readonly tokenHash: TokenHash;
  readonly userId: UserId;
  readonly expiresAt: Instant;
  /** Set when the token was used: a reset link works once. */
  readonly usedAt: Instant | null;
}

/** The reset token issued at `now` for `userId`. */
export const issueResetToken = (
  userId: UserId,
  tokenHash: TokenHash,
  now: Instant,
): PasswordResetToken => ({
  tokenHash,
  userId,
  expiresAt: new Date(Date.parse(now) + Duration.toMillis(RESET_TOKEN_LIFETIME)).toISOString(),
  usedAt: null,
});

/** True when the token was never used and has not expired. */
export const isResetTokenUsable = (token: PasswordResetToken, now: Instant): boolean =>
  token.usedAt === null && Date.parse(now) < Date.parse(token.expiresAt);
