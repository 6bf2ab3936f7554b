import { Context, type Effect } from "effect";
import type { OutboxMessageNotFound } from "../email/outbox-access.ts";
import type { OutboxEntry } from "../email/outbox-entry.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The messages the outbox holds (docs/PRODUCT-RULES.md#email), filed by the account they were sent
 * for; each account reads only its own. Storage failures are defects.
 */
export class MailOutbox extends Context.Service<
  MailOutbox,
  {
    /** The owner's messages, newest first, at most `limit`. */
    readonly list: (owner: UserId, limit: number) => Effect.Effect<ReadonlyArray<OutboxEntry>>;
    /** One of the owner's messages as written, an RFC 5322 .eml. */
    readonly read: (owner: UserId, id: string) => Effect.Effect<Uint8Array, OutboxMessageNotFound>;
  }
>()("@invoicing/core/MailOutbox") {}
