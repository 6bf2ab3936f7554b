import { MailOutbox, OutboxMessageNotFound } from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../persistence/database.ts";
import { runQuery } from "../persistence/repositories/run-database.ts";
import type { KeepOutboxMessage } from "./outbox-mailer.ts";

interface EntryRow {
  readonly id: string;
  readonly subject: string;
  readonly recipients: string;
  readonly written_at: Date;
  readonly size: number;
}

const insert = `insert into mail_outbox (id, owner, subject, recipients, raw, written_at)
  values (?, ?, ?, ?, ?, ?) on conflict (id) do nothing`;

/**
 * Keeps each outbox message in the database's `mail_outbox` table (migration 0023), so that
 * every server process on the database lists and serves it. A message already there under its
 * id (copied from a folder by another process) is left as it is.
 */
export const keepInDatabase =
  (database: Database): KeepOutboxMessage =>
  (message) =>
    database.orm.em
      .fork()
      .execute(insert, [
        message.id,
        message.owner ?? null,
        message.subject,
        message.to,
        Buffer.from(message.raw),
        message.writtenAt,
      ])
      .then(() => undefined);

/**
 * The MailOutbox port over `mail_outbox`: an account's messages, newest first, with the subject
 * and recipients kept beside each; a message reads back byte for byte as it was written.
 */
export const databaseMailOutbox = (database: Database) =>
  MailOutbox.of({
    list: (owner, limit) =>
      runQuery(database, (em) =>
        em.execute<EntryRow[]>(
          `select id, subject, recipients, written_at, octet_length(raw)::int as size
           from mail_outbox where owner = ? order by id desc limit ?`,
          [owner, limit],
        ),
      ).pipe(
        Effect.map((rows) =>
          rows.map((row) => ({
            id: row.id,
            subject: row.subject,
            to: row.recipients,
            date: new Date(row.written_at).toISOString(),
            size: Number(row.size),
          })),
        ),
      ),
    read: (owner, id) =>
      runQuery(database, (em) =>
        em.execute<{ raw: Uint8Array }[]>(
          "select raw from mail_outbox where owner = ? and id = ?",
          [owner, id],
        ),
      ).pipe(
        Effect.flatMap(([row]) =>
          row === undefined
            ? Effect.fail(new OutboxMessageNotFound({ id }))
            : Effect.succeed(new Uint8Array(row.raw)),
        ),
      ),
  });

/** The MailOutbox over the database. */
export const databaseMailOutboxLayer = (database: Database) =>
  Layer.succeed(MailOutbox, databaseMailOutbox(database));
