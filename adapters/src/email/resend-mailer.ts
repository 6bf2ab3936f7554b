import { Mailer, MailFailed } from "@invoicing/core";
import { Effect } from "effect";
import { onFirstUse } from "../on-first-use.ts";
import { failureReason } from "./mail-options.ts";

/** Where the Resend SDK sends by default; tests point it at a local stand-in. */
export const RESEND_API_URL = "https://api.resend.com";

// The SDK sets no timeout of its own; the invoice stays locked while its first send runs.
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The Mailer port over the Resend API with its SDK (`RESEND_API_KEY`; `baseUrl` for another
 * endpoint). Attachments travel base64-encoded in the JSON body; the message is accepted once
 * the API answered its id. An error answer or no answer is a MailFailed with Resend's message.
 */
export const resendMailer = (apiKey: string, from: string, baseUrl: string = RESEND_API_URL) => {
  const client = onFirstUse(async () => {
    const { Resend } = await import("resend");
    return new Resend(apiKey, { baseUrl });
  });
  return Mailer.of({
    send: (message) =>
      Effect.tryPromise({
        try: async (signal) =>
          (await client()).emails.send(
            {
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
            },
            { signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) },
          ),
        catch: (error) => new MailFailed({ method: "resend", reason: failureReason(error) }),
      }).pipe(
        Effect.flatMap(({ data, error }) =>
          data === null
            ? Effect.fail(
                new MailFailed({
                  method: "resend",
                  reason: error?.message ?? "Resend answered without an id",
                }),
              )
            : Effect.succeed({ messageId: data.id, outbox: false }),
        ),
      ),
  });
};
