import { Effect } from "effect";
import { openSession } from "../auth/session.ts";
import { Clock } from "../ports/clock.ts";
import { SessionRepository } from "../ports/session-repository.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import type { UserId } from "../users/user-id.ts";

/** Opens a session for the user and answers its token, which is shown once and stored hashed. */
export const startSession = (userId: UserId, rememberMe: boolean) =>
  Effect.gen(function* () {
    const { token, tokenHash } = yield* (yield* TokenGenerator).generate;
    const now = yield* (yield* Clock).now;
    yield* (yield* SessionRepository).create(openSession(userId, tokenHash, rememberMe, now));
    return token;
  });
