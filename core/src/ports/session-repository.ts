import { Context, type Effect, type Option } from "effect";
import type { Authenticated } from "../auth/authenticated.ts";
import type { Session } from "../auth/session.ts";
import type { TokenHash } from "../auth/token-hash.ts";
import type { Instant } from "../calendar/instant.ts";

/**
 * Sessions, kept in the database so any server process can check any token
 * (docs/PRODUCT-RULES.md#production). Only token hashes are stored. Ending all of a user's sessions
 * goes with the password change (`UserRepository.setPassword`). Storage failures are defects.
 */
export class SessionRepository extends Context.Service<
  SessionRepository,
  {
    readonly create: (session: Session) => Effect.Effect<void>;
    /**
     * The session under this token hash with its account, if it exists and has not expired at
     * `now` (a session outlives no account: deleting one deletes its sessions).
     */
    readonly findActive: (
      tokenHash: TokenHash,
      now: Instant,
    ) => Effect.Effect<Option.Option<Authenticated>>;
    /** Ends one session (logout); ending an unknown one does nothing. */
    readonly revoke: (tokenHash: TokenHash) => Effect.Effect<void>;
    /** Deletes sessions expired before `now`; answers how many went. */
    readonly purgeExpired: (now: Instant) => Effect.Effect<number>;
  }
>()("@invoicing/core/SessionRepository") {}
