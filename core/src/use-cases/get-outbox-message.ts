import { Effect } from "effect";
import { OutboxClosed, outboxOpen } from "../email/outbox-access.ts";
import { MailOutbox } from "../ports/mail-outbox.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/**
 * One of the user's outbox messages as its .eml bytes; another user's
 * message is OutboxMessageNotFound, and a closed outbox OutboxClosed, as for the list.
 */
export const getOutboxMessage = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly production: boolean;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    if (!outboxOpen(user, input.production)) return yield* new OutboxClosed();
    return yield* (yield* MailOutbox).read(user.id, input.id);
  });
