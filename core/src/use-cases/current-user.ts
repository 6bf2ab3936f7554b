import { Effect, Option } from "effect";
import { Unauthenticated } from "../auth/auth-errors.ts";
import { isSessionActive } from "../auth/session.ts";
import { Clock } from "../ports/clock.ts";
import { SessionRepository } from "../ports/session-repository.ts";
import { TokenGenerator } from "../ports/token-generator.ts";

/**
 * The account behind a bearer token: the session must exist, be unexpired and unrevoked, and its
 * account still exist; anything else is Unauthenticated. One read fetches both.
 */
export const currentUser = (token: string) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now;
    const tokenHash = (yield* TokenGenerator).hash(token);
    const found = yield* (yield* SessionRepository).findActive(tokenHash, now);
    if (Option.isNone(found) || !isSessionActive(found.value.session, now)) {
      return yield* new Unauthenticated();
    }
    return found.value;
  });
