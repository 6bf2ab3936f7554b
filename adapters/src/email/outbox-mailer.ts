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

/** A file name that sorts by time and never collides: `2026-03-31T10-00-00.000Z-<hex>.eml`. */
const emlName = (date: Date) =>
  `${date.toISOString().replaceAll(":", "-")}-${randomBytes(6).toString("hex")}.eml`;

/**
 * The Mailer port with no transport configured (decisions §7): each message is written whole, as
 * an .eml file with its attachments, into `folder` (`<dataDir>/outbox`), in the subfolder of the
 * account it was sent for, and answered as accepted with `outbox: true`. The file appears
 * complete or not at all (written aside, then renamed). A write failure is a MailFailed, so a
 * draft is not marked sent.
 */
export const outboxMailer = (folder: string, from: string = DEFAULT_OUTBOX_FROM) =>
  Mailer.of({
    send: (message) =>
      Effect.gen(function* () {
        const date = new Date();
        const { raw, messageId } = yield* composeMail(message, from, date);
        const target = outboxFolderOf(folder, message.owner);
        const name = emlName(date);
        yield* Effect.tryPromise({
          try: async () => {
            await mkdir(target, { recursive: true });
            const temporary = join(target, `.${name}.tmp`);
            await writeFile(temporary, raw);
            await rename(temporary, join(target, name));
          },
          catch: (error) => new MailFailed({ method: "outbox", reason: failureReason(error) }),
        });
        return { messageId, outbox: true };
      }),
  });

/** The outbox Mailer writing into `folder`; `from` is the sender shown in the messages. */
export const outboxMailerLayer = (folder: string, from: string = DEFAULT_OUTBOX_FROM) =>
  Layer.succeed(Mailer, outboxMailer(folder, from));
