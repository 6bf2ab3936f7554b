import { Context, type Effect, Schema } from "effect";
import type { EmailMethod } from "../email/email-send-request.ts";
import type { MailMessage } from "../email/mail-message.ts";

/** The transport took the message; with no transport configured it went to the outbox folder. */
export interface MailAccepted {
  readonly messageId: string;
  readonly outbox: boolean;
}

/** The transport refused or failed to take the message; `reason` is its own message. */
export class MailFailed extends Schema.TaggedError<MailFailed>()("MailFailed", {
  method: Schema.String,
  reason: Schema.String,
}) {
  readonly key: string = "invoicedetail.emailfailed";

  /**
   * What the user reads after the error's message (docs/PRODUCT-RULES.md#email: the alert appends
   * the server's words): the transport's answer; nothing for the outbox, whose failures name server
   * paths.
   */
  get detail(): string | null {
    return this.method === "outbox" ? null : this.reason;
  }
}

/**
 * The chosen method is not configured while the other one is, so the outbox is not used and
 * nothing is sent.
 */
export class MailTransportNotConfigured extends Schema.TaggedError<MailTransportNotConfigured>()(
  "MailTransportNotConfigured",
  { method: Schema.String },
) {
  readonly key: string = "invoicedetail.emailconfigerror";
}

/**
 * Sends e-mail by SMTP or Resend (docs/PRODUCT-RULES.md#email). With neither configured, the
 * adapter writes the whole message (.eml, attachments included) to the outbox and answers `outbox:
 * true`. Without a method (account mails such as the reset link), it uses whichever transport is
 * configured.
 */
export class Mailer extends Context.Service<
  Mailer,
  {
    readonly send: (
      message: MailMessage,
      method?: EmailMethod,
    ) => Effect.Effect<MailAccepted, MailFailed | MailTransportNotConfigured>;
  }
>()("@invoicing/core/Mailer") {}
