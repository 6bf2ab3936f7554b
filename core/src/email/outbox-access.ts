import { Schema } from "effect";
import type { User } from "../users/user.ts";

/**
 * Whether a user may open the outbox (docs/PRODUCT-RULES.md#email): in development, or with the
 * sandbox on, so a newcomer sees what a client would receive; a production server keeps it closed
 * otherwise.
 */
export const outboxOpen = (user: User, production: boolean): boolean =>
  !production || user.settings.sandboxMode;

/** The outbox is closed to this user: a production server with the sandbox off. */
export class OutboxClosed extends Schema.TaggedError<OutboxClosed>()("OutboxClosed", {}) {
  readonly key: string = "outbox.errors.closed";
}

/** No message of the user's outbox has this id. */
export class OutboxMessageNotFound extends Schema.TaggedError<OutboxMessageNotFound>()(
  "OutboxMessageNotFound",
  { id: Schema.String },
) {
  readonly key: string = "outbox.errors.notfound";
}
