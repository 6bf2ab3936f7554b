import { Mailer, MailFailed } from "@invoicing/core";
import { Effect } from "effect";
import { onFirstUse } from "../on-first-use.ts";
import { failureReason, mailOptions } from "./mail-options.ts";

// A server that does not answer fails the send within a minute instead of nodemailer's ten: the
// invoice stays locked while its first send runs.
const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * The Mailer port over SMTP with nodemailer, configured by an `smtp://` or `smtps://` URL
 * (`SMTP_URL`, credentials included). The message is accepted once the server took it; a refusal
 * (a rejected recipient, a dropped connection, a timeout) is a MailFailed with the server's words.
 */
export const smtpMailer = (url: string, from: string) => {
  const transport = onFirstUse(async () => {
    const { default: nodemailer } = await import("nodemailer");
    return nodemailer.createTransport({ url, ...timeouts });
  });
  return Mailer.of({
    send: (message) =>
      Effect.tryPromise({
        try: async () => (await transport()).sendMail(mailOptions(message, from)),
        catch: (error) => new MailFailed({ method: "smtp", reason: failureReason(error) }),
      }).pipe(Effect.map((info) => ({ messageId: info.messageId, outbox: false }))),
  });
};
