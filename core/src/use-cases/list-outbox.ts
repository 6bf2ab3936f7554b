import { Effect } from "effect";
import { OutboxClosed, outboxOpen } from "../email/outbox-access.ts";
import type { OutboxList } from "../email/outbox-entry.ts";
import { MailOutbox } from "../ports/mail-outbox.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/** The most messages the outbox list shows: the newest ones. */
export const OUTBOX_LIST_LIMIT = 200;

/**
 * The user's own outbox messages, newest first; OutboxClosed on a production
 * server unless the user's sandbox is on.
 */
export const listOutbox = (input: { readonly userId: UserId; readonly production: boolean }) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    if (!outboxOpen(user, input.production)) return yield* new OutboxClosed();
    const data = yield* (yield* MailOutbox).list(user.id, OUTBOX_LIST_LIMIT);
    return { data } satisfies OutboxList;
  });
