import { Effect, Option } from "effect";
import { Unauthenticated } from "../auth/auth-errors.ts";
import { isSessionActive, type Session } from "../auth/session.ts";
import { Clock } from "../ports/clock.ts";
import { SessionRepository } from "../ports/session-repository.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import { UserRepository } from "../ports/user-repository.ts";
import type { User } from "../users/user.ts";

/** A signed-in caller: the account and the session its token opened. */
export interface Authenticated {
  readonly user: User;
  readonly session: Session;
}

/**
 * The account behind a bearer token: the session must exist, be unexpired and unrevoked, and its
 * account still exist; anything else is Unauthenticated (401).
 */
export const currentUser = (token: string) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now;
    const tokenHash = (yield* TokenGenerator).hash(token);
    const found = yield* (yield* SessionRepository).findActive(tokenHash, now);
    if (Option.isNone(found) || !isSessionActive(found.value, now)) {
      return yield* new Unauthenticated();
    }
    const user = yield* (yield* UserRepository).findById(found.value.userId);
    if (Option.isNone(user)) return yield* new Unauthenticated();
    return { user: user.value, session: found.value } satisfies Authenticated;
  });
