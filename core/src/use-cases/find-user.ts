import { Effect, Option } from "effect";
import { UserRepository } from "../ports/user-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { UserNotFound } from "../users/user-not-found.ts";

/** The account of a signed-in user; UserNotFound if it went away since the session was checked. */
export const findUser = (userId: UserId) =>
  Effect.gen(function* () {
    const user = yield* (yield* UserRepository).findById(userId);
    if (Option.isNone(user)) return yield* new UserNotFound({ userId });
    return user.value;
  });
