import { Schema } from "effect";

/**
 * How an invoice e-mail leaves: SMTP (nodemailer) or the Resend API (docs/PRODUCT-RULES.md#email).
 */
export const EmailMethod = Schema.Literals(["smtp", "resend"]).annotate({
  message: "email.invalidmethod",
});
export type EmailMethod = typeof EmailMethod.Type;

/** A request to e-mail an invoice to its client. */
export const EmailSendRequest = Schema.Struct({
  method: EmailMethod.pipe(Schema.annotateKey({ messageMissingKey: "email.invalidmethod" })),
});
export type EmailSendRequest = typeof EmailSendRequest.Type;

/** Answer of a send: whether the transport took the message, and its wording for the user. */
export const EmailSendResponse = Schema.Struct({
  success: Schema.Boolean,
  message: Schema.String,
  /** True when no transport is configured and the message went to the outbox folder instead. */
  outbox: Schema.Boolean,
});
export type EmailSendResponse = typeof EmailSendResponse.Type;
