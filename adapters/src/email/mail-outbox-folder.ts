import { open, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { MailOutbox, OutboxMessageNotFound } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { outboxFolderOf } from "./outbox-layout.ts";

/** The name of an .eml file the outbox wrote (`outboxMailer`). */
export const EML_NAME = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2}\.\d{3}Z)-[0-9a-f]{12}\.eml$/u;

// Our messages' headers are a few hundred bytes; the body (the PDF) need not be read to list.
const HEADER_BYTES = 64 * 1024;

const readHead = async (path: string) => {
  const file = await open(path);
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEADER_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString("latin1");
    const end = text.search(/\r?\n\r?\n/u);
    return { head: end === -1 ? text : text.slice(0, end), size: (await file.stat()).size };
  } finally {
    await file.close();
  }
};

/** The list entry of the .eml file `name` in `folder`: its id, subject and recipients, time and size. */
export const entryOf = async (folder: string, name: string) => {
  const [, hour, minutes, seconds] = EML_NAME.exec(name) ?? [];
  const { head, size } = await readHead(join(folder, name));
  const { default: PostalMime } = await import("postal-mime");
  const parsed = await PostalMime.parse(`${head}\r\n\r\n`);
  return {
    id: name.slice(0, -".eml".length),
    subject: parsed.subject ?? "",
    to: (parsed.to ?? []).map((address) => address.address ?? address.name).join(", "),
    date: `${hour}:${minutes}:${seconds}`,
    size,
  };
};

/**
 * The MailOutbox port over the outbox folder the outbox Mailer writes: an account's messages are
 * the .eml files of its subfolder, listed by their headers (subject, recipients) and the time in
 * their name, newest first.
 */
export const mailOutboxFolder = (outbox: string) =>
  MailOutbox.of({
    list: (owner, limit) =>
      Effect.promise(async () => {
        const folder = outboxFolderOf(outbox, owner);
        if (folder === outbox) return [];
        const names = (await readdir(folder).catch(() => []))
          .filter((name) => EML_NAME.test(name))
          .sort()
          .reverse()
          .slice(0, limit);
        return Promise.all(names.map((name) => entryOf(folder, name)));
      }),
    read: (owner, id) =>
      Effect.gen(function* () {
        const folder = outboxFolderOf(outbox, owner);
        const name = `${id}.eml`;
        if (folder === outbox || !EML_NAME.test(name)) {
          return yield* new OutboxMessageNotFound({ id });
        }
        return yield* Effect.tryPromise({
          try: () => readFile(join(folder, name)),
          catch: () => new OutboxMessageNotFound({ id }),
        }).pipe(Effect.map((bytes) => new Uint8Array(bytes)));
      }),
  });

/** The MailOutbox over `<dataDir>/outbox`. */
export const mailOutboxFolderLayer = (outbox: string) =>
  Layer.succeed(MailOutbox, mailOutboxFolder(outbox));
