import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { SessionRepository } from "../ports/session-repository.ts";

/** A housekeeping job: deletes expired sessions and answers how many went. */
export const purgeExpiredSessions = Effect.gen(function* () {
  const now = yield* (yield* Clock).now;
  return yield* (yield* SessionRepository).purgeExpired(now);
});
