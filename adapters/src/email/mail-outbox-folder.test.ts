import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MailMessage } from "@invoicing/core";
import { Effect } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailOutboxFolder } from "./mail-outbox-folder.ts";
import { outboxMailer } from "./outbox-mailer.ts";

const ana = "3f0c2a8e-2b3c-4d5e-8f90-1a2b3c4d5e6f";
const bob = "7a1b2c3d-4e5f-4a6b-9c8d-0e1f2a3b4c5d";

let outbox: string;

beforeEach(async () => {
  outbox = join(await mkdtemp(join(tmpdir(), "mail-outbox-")), "outbox");
});

afterEach(async () => {
  await rm(join(outbox, ".."), { recursive: true, force: true });
});

const mail = (owner: string | undefined, subject: string, to = "client@example.com") =>
  ({
    ...(owner === undefined ? {} : { owner }),
    to,
    subject,
    text: "Bonjour",
    attachments: [
      { filename: "a.pdf", contentType: "application/pdf", content: new Uint8Array(5000) },
    ],
  }) satisfies MailMessage;

const send = (message: MailMessage) => Effect.runPromise(outboxMailer(outbox).send(message));

describe("mailOutboxFolder", () => {
  it("lists an account's own messages newest first, with subject, recipient, time and size", async () => {
    await send(mail(ana, "Facture INV-001 — 发票"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send(mail(ana, "Invoice INV-002", "zoe@example.com"));
    await send(mail(bob, "Bob's"));
    await send(mail(undefined, "Reset your password"));

    const list = await Effect.runPromise(mailOutboxFolder(outbox).list(ana, 10));
    expect(list.map((entry) => [entry.subject, entry.to])).toEqual([
      ["Invoice INV-002", "zoe@example.com"],
      ["Facture INV-001 — 发票", "client@example.com"],
    ]);
    expect(list[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/u);
    expect(list[0]?.size).toBeGreaterThan(5000);
    expect(await Effect.runPromise(mailOutboxFolder(outbox).list(ana, 1))).toHaveLength(1);
  });

  it("reads back an account's message whole, and another account's as not found", async () => {
    await send(mail(ana, "Facture INV-001"));
    const [entry] = await Effect.runPromise(mailOutboxFolder(outbox).list(ana, 10));
    const id = entry?.id ?? "";
    const bytes = await Effect.runPromise(mailOutboxFolder(outbox).read(ana, id));
    expect(Buffer.from(bytes).toString("utf8")).toContain("Subject: Facture INV-001");
    const [file] = await readdir(join(outbox, ana));
    expect(file).toBe(`${id}.eml`);

    for (const [owner, name] of [
      [bob, id],
      [ana, "../x"],
      // The same id but for its last digit, which must differ from the real one.
      [ana, `${id.slice(0, -1)}${id.endsWith("0") ? "1" : "0"}`],
    ] as const) {
      const error = await Effect.runPromise(
        Effect.flip(mailOutboxFolder(outbox).read(owner, name)),
      );
      expect(error).toMatchObject({ _tag: "OutboxMessageNotFound", id: name });
    }
  });

  it("lists nothing for an account that has no messages", async () => {
    expect(await Effect.runPromise(mailOutboxFolder(outbox).list(bob, 10))).toEqual([]);
  });
});
