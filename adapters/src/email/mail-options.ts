import type { MailMessage } from "@invoicing/core";
import type { SendMailOptions } from "nodemailer";

/**
 * A message as nodemailer takes it, for the SMTP transport and the outbox alike, so the outbox
 * holds exactly what SMTP would have sent.
 */
export const mailOptions = (message: MailMessage, from: string): SendMailOptions => ({
  from,
  to: message.to,
  ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
  subject: message.subject,
  text: message.text,
  ...(message.html === undefined ? {} : { html: message.html }),
  attachments: message.attachments.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.content),
  })),
});

/** The text of a transport's failure, as the user sees it after "The e-mail could not be sent". */
export const failureReason = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
