import { type MailAccepted, MailFailed, type MailMessage } from "@invoicing/core";
import { Effect } from "effect";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ResendStandIn, startResendStandIn } from "../../testing/email/resend-stand-in.ts";
import { type SmtpStandIn, startSmtpStandIn } from "../../testing/email/smtp-stand-in.ts";
import { resendMailer } from "./resend-mailer.ts";
import { smtpMailer } from "./smtp-mailer.ts";

const pdf = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a]);
const from = "Invoicing <billing@invoices.test>";

/** The MailFailed a send ends with; any other outcome fails the test. */
const refusal = async (sending: Effect.Effect<MailAccepted, unknown>): Promise<MailFailed> => {
  const error = await Effect.runPromise(Effect.flip(sending));
  if (!(error instanceof MailFailed)) throw new Error(`expected MailFailed, got ${String(error)}`);
  return error;
};

const message = (to: string): MailMessage => ({
  to,
  replyTo: "ana@example.com",
  subject: "Facture INV-007 de Ana — 发票",
  text: "Bonjour,\n\nVeuillez trouver la facture ci-jointe.\n",
  html: "<p>Bonjour,</p>",
  attachments: [{ filename: "invoice-INV-007.pdf", contentType: "application/pdf", content: pdf }],
});

describe("smtpMailer", () => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it("hands the whole message to the SMTP server and answers its message id", async () => {
    const accepted = await Effect.runPromise(
      smtpMailer(smtp.url, from).send(message("client@example.com"), "smtp"),
    );
    const mail = smtp.received.at(-1);
    expect(mail?.recipients).toEqual(["client@example.com"]);
    expect(mail?.mailFrom).toBe("billing@invoices.test");
    const parsed = await PostalMime.parse(mail?.raw ?? "", { attachmentEncoding: "arraybuffer" });
    expect(accepted).toEqual({ messageId: parsed.messageId, outbox: false });
    expect(parsed.subject).toBe("Facture INV-007 de Ana — 发票");
    expect(parsed.replyTo).toEqual([expect.objectContaining({ address: "ana@example.com" })]);
    expect(new Uint8Array(parsed.attachments[0]?.content as ArrayBuffer)).toEqual(pdf);
  });

  it("fails with the server's words when it refuses the recipient", async () => {
    smtp.refusedRecipients.add("gone@example.com");
    const error = await refusal(smtpMailer(smtp.url, from).send(message("gone@example.com")));
    expect(error).toMatchObject({ _tag: "MailFailed", method: "smtp" });
    expect(error.reason).toMatch(/550/u);
  });

  it("fails when the connection drops during the transaction", async () => {
    smtp.dropOnData = true;
    const count = smtp.received.length;
    try {
      const error = await refusal(smtpMailer(smtp.url, from).send(message("client@example.com")));
      expect(error).toMatchObject({ _tag: "MailFailed", method: "smtp" });
      expect(smtp.received).toHaveLength(count);
    } finally {
      smtp.dropOnData = false;
    }
  });

  it("fails when no server listens", async () => {
    const error = await refusal(
      smtpMailer("smtp://127.0.0.1:1", from).send(message("client@example.com")),
    );
    expect(error.reason).toMatch(/ECONNREFUSED/u);
  });
});

describe("resendMailer", () => {
  let resend: ResendStandIn;
  beforeAll(async () => {
    resend = await startResendStandIn();
  });
  afterAll(async () => {
    await resend?.close();
  });

  it("posts the message to /emails with the attachment base64 and answers Resend's id", async () => {
    const accepted = await Effect.runPromise(
      resendMailer(resend.apiKey, from, resend.url).send(message("client@example.com"), "resend"),
    );
    const sent = resend.received.at(-1);
    expect(accepted).toEqual({ messageId: sent?.id, outbox: false });
    expect(sent?.body).toMatchObject({
      from,
      to: "client@example.com",
      reply_to: "ana@example.com",
      subject: "Facture INV-007 de Ana — 发票",
      attachments: [
        {
          filename: "invoice-INV-007.pdf",
          content_type: "application/pdf",
          content: Buffer.from(pdf).toString("base64"),
        },
      ],
    });
  });

  it("fails with Resend's message when the API refuses", async () => {
    resend.refusal = "The to field is invalid.";
    try {
      const error = await refusal(
        resendMailer(resend.apiKey, from, resend.url).send(message("x@example.com")),
      );
      expect(error).toMatchObject({
        _tag: "MailFailed",
        method: "resend",
        reason: "The to field is invalid.",
      });
    } finally {
      resend.refusal = null;
    }
  });

  it("fails on a wrong API key and when nothing answers", async () => {
    const wrongKey = await refusal(
      resendMailer("re_wrong", from, resend.url).send(message("x@example.com")),
    );
    expect(wrongKey.reason).toBe("API key is invalid");
    const unreachable = await refusal(
      resendMailer("re_x", from, "http://127.0.0.1:1").send(message("x@example.com")),
    );
    expect(unreachable).toMatchObject({ _tag: "MailFailed", method: "resend" });
  });
});
