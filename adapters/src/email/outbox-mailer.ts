import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Mailer, MailFailed, type MailMessage } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { failureReason, mailOptions } from "./mail-options.ts";
import { outboxFolderOf } from "./outbox-layout.ts";

/** The sender of outbox messages when none is configured. */
export const DEFAULT_OUTBOX_FROM = "Invoicing <no-reply@localhost>";

/** Composes a message as RFC 5322 bytes (MIME, attachments base64), as a transport would send it. */
export const composeMail = (message: MailMessage, from: string, date: Date) =>
  Effect.promise(async () => {
    const { default: MailComposer } = await import("nodemailer/lib/mail-composer");
    const node = new MailComposer({ ...mailOptions(message, from), date }).compile();
    return { raw: await node.build(), messageId: node.messageId() };
  });

/** A composed message as the outbox keeps it. */
export interface OutboxMessage {
  /** `2026-03-31T10-00-00.000Z-<hex>`: sorts by time and never collides (the .eml file's name). */
  readonly id: string;
  /** The account it was sent for; none for account mail, which no account lists. */
  readonly owner: string | undefined;
  readonly subject: string;
  readonly to: string;
  /** The message as a transport would send it (RFC 5322). */
  readonly raw: Uint8Array;
  readonly writtenAt: Date;
}

/** Where the outbox keeps a message: a data folder, or the database (`keepInDatabase`). */
export type KeepOutboxMessage = (message: OutboxMessage) => Promise<void>;

/**
 * Keeps each message as an .eml file in `folder` (`<dataDir>/outbox`), in the subfolder of the
 * account it was sent for. The file appears complete or not at all (written aside, then renamed).
 */
export const keepInFolder =
  (folder: string): KeepOutboxMessage =>
  async (message) => {
    const target = outboxFolderOf(folder, message.owner);
    const name = `${message.id}.eml`;
    await mkdir(target, { recursive: true });
    const temporary = join(target, `.${name}.tmp`);
    await writeFile(temporary, message.raw);
    await rename(temporary, join(target, name));
  };

/**
 * The Mailer port with no transport configured (docs/PRODUCT-RULES.md#email): each message is
 * composed whole, with its attachments, kept by `keep`, and answered as accepted with `outbox:
 * true`. A failure to keep it is a MailFailed, so a draft is not marked sent.
 */
export const outboxMailerKeeping = (keep: KeepOutboxMessage, from: string = DEFAULT_OUTBOX_FROM) =>
  Mailer.of({
    send: (message) =>
      Effect.gen(function* () {
        const writtenAt = new Date();
        const { raw, messageId } = yield* composeMail(message, from, writtenAt);
        yield* Effect.tryPromise({
          try: () =>
            keep({
              id: `${writtenAt.toISOString().replaceAll(":", "-")}-${randomBytes(6).toString("hex")}`,
              owner: message.owner,
              subject: message.subject,
              to: message.to,
              raw,
              writtenAt,
            }),
          catch: (error) => new MailFailed({ method: "outbox", reason: failureReason(error) }),
        });
        return { messageId, outbox: true };
      }),
  });

/** The outbox Mailer writing .eml files into `folder`; `from` is the sender shown in the messages. */
export const outboxMailer = (folder: string, from: string = DEFAULT_OUTBOX_FROM) =>
  outboxMailerKeeping(keepInFolder(folder), from);

/** The outbox Mailer writing into `folder`; `from` is the sender shown in the messages. */
export const outboxMailerLayer = (folder: string, from: string = DEFAULT_OUTBOX_FROM) =>
  Layer.succeed(Mailer, outboxMailer(folder, from));
