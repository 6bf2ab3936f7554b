import { Duration } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { UserId } from "../users/user-id.ts";
import type { TokenHash } from "./token-hash.ts";

/**
 * A session lasts 30 days when the user asked to be remembered (docs/PRODUCT-RULES.md#accounts).
 */
export const REMEMBERED_SESSION_LIFETIME = Duration.days(30);

/** A session lasts 24 hours otherwise. */
export const SESSION_LIFETIME = Duration.hours(24);

/** A signed-in session as stored: the token's hash, never the token. */
export interface Session {
  readonly tokenHash: TokenHash;
  readonly userId: UserId;
  readonly createdAt: Instant;
  readonly expiresAt: Instant;
}

/** How long a session opened now lives, by the remember-me choice. */
export const sessionLifetime = (rememberMe: boolean): Duration.Duration =>
  rememberMe ? REMEMBERED_SESSION_LIFETIME : SESSION_LIFETIME;

/** The session opened at `now` for `userId` under the token whose hash is `tokenHash`. */
export const openSession = (
  userId: UserId,
  tokenHash: TokenHash,
  rememberMe: boolean,
  now: Instant,
): Session => ({
  tokenHash,
  userId,
  createdAt: now,
  expiresAt: new Date(
    Date.parse(now) + Duration.toMillis(sessionLifetime(rememberMe)),
  ).toISOString(),
});

/** True while the session has not reached its expiry. */
export const isSessionActive = (session: Session, now: Instant): boolean =>
  Date.parse(now) < Date.parse(session.expiresAt);
