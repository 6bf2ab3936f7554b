import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";

/** The name of an outbox message: its time and a random suffix, as the outbox writes it. */
export const OutboxMessageId = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{12}$/u, {
      message: "outbox.errors.notfound",
    }),
  ),
);
export type OutboxMessageId = typeof OutboxMessageId.Type;

/** A message of the outbox as its list shows it (docs/PRODUCT-RULES.md#email). */
export const OutboxEntry = Schema.Struct({
  id: OutboxMessageId,
  subject: Schema.String,
  to: Schema.String,
  /** When the message was written. */
  date: Instant,
  /** The size of the .eml file in bytes, attachments included. */
  size: Schema.Number,
});
export type OutboxEntry = typeof OutboxEntry.Type;

/** The user's outbox: the messages, newest first. */
export const OutboxList = Schema.Struct({ data: Schema.Array(OutboxEntry) });
export type OutboxList = typeof OutboxList.Type;
