import { Schema } from "effect";
import { UserId } from "./user-id.ts";

/** No account has this id (it was deleted while a session still named it). */
export class UserNotFound extends Schema.TaggedError<UserNotFound>()("UserNotFound", {
  userId: UserId,
}) {
  readonly key: string = "users.errors.notfound";
}
