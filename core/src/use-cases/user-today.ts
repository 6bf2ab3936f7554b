import { Effect } from "effect";
import { todayIn } from "../calendar/today-in.ts";
import { Clock } from "../ports/clock.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/** Today in the user's time zone, by the Clock. */
export const userToday = (userId: UserId) =>
  Effect.gen(function* () {
    const user = yield* findUser(userId);
    const now = yield* (yield* Clock).now;
    return todayIn(user.timeZone, new Date(now));
  });
