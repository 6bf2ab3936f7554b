import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MailMessage } from "@invoicing/core";
import { Effect } from "effect";
import PostalMime from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { outboxMailer } from "./outbox-mailer.ts";

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "outbox-test-"));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const pdf = Uint8Array.from([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0x80,
]);

const message: MailMessage = {
  to: "client@example.com",
  replyTo: "ana@example.com",
  subject: "Facture INV-007 — 发票",
  text: "Bonjour,\n\nVeuillez trouver la facture ci-jointe.\n",
  html: "<p>Bonjour,</p><p>Veuillez trouver la facture ci-jointe.</p>",
  attachments: [{ filename: "invoice-INV-007.pdf", contentType: "application/pdf", content: pdf }],
};

describe("outboxMailer", () => {
  it("writes the whole message as an .eml file that parses back with its attachment", async () => {
    const outbox = join(dataDir, "outbox");
    const accepted = await Effect.runPromise(
      outboxMailer(outbox, "Invoicing <no-reply@invoices.test>").send(message, "smtp"),
    );
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{12}\.eml$/u);

    const parsed = await PostalMime.parse(await readFile(join(outbox, files[0] ?? "")), {
      attachmentEncoding: "arraybuffer",
    });
    expect(accepted).toEqual({ messageId: parsed.messageId, outbox: true });
    expect(parsed.from).toMatchObject({ address: "no-reply@invoices.test" });
    expect(parsed.to).toEqual([expect.objectContaining({ address: "client@example.com" })]);
    expect(parsed.replyTo).toEqual([expect.objectContaining({ address: "ana@example.com" })]);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text.trim());
    expect(parsed.html).toContain("Veuillez trouver la facture ci-jointe.");
    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment).toMatchObject({
      filename: "invoice-INV-007.pdf",
      mimeType: "application/pdf",
    });
    expect(new Uint8Array(attachment?.content as ArrayBuffer)).toEqual(pdf);
  });

  it("keeps every message in its own file", async () => {
    const outbox = join(dataDir, "outbox");
    const mailer = outboxMailer(outbox);
    await Effect.runPromise(Effect.all([mailer.send(message), mailer.send(message)]));
    expect(await readdir(outbox)).toHaveLength(2);
  });

  it("answers MailFailed when the outbox cannot be written", async () => {
    const blocked = join(dataDir, "not-a-folder");
    await writeFile(blocked, "");
    const error = await Effect.runPromise(Effect.flip(outboxMailer(blocked).send(message)));
    expect(error).toMatchObject({ _tag: "MailFailed", method: "outbox" });
  });
});
