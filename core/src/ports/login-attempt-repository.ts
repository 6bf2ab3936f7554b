import { Context, type Effect } from "effect";
import type { Instant } from "../calendar/instant.ts";

/** What failed sign-ins are counted under: the normalised e-mail tried, or the caller's address. */
export type LoginThrottleKey =
  | { readonly kind: "email"; readonly value: string }
  | { readonly kind: "address"; readonly value: string };

/**
 * Failed sign-ins, kept in the database so the throttle holds across server processes
 * (see `loginThrottle`). Storage failures are defects.
 */
export class LoginAttemptRepository extends Context.Service<
  LoginAttemptRepository,
  {
    readonly recordFailure: (key: LoginThrottleKey, at: Instant) => Effect.Effect<void>;
    /** The instants of failures under `key` since `since`. */
    readonly failuresSince: (
      key: LoginThrottleKey,
      since: Instant,
    ) => Effect.Effect<ReadonlyArray<Instant>>;
    /** Forgets the failures under `key` (after a successful sign-in with that e-mail). */
    readonly clear: (key: LoginThrottleKey) => Effect.Effect<void>;
  }
>()("@invoicing/core/LoginAttemptRepository") {}
