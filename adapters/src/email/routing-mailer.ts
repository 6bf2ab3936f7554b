import { Mailer, MailTransportNotConfigured } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { type KeepOutboxMessage, outboxMailerKeeping } from "./outbox-mailer.ts";
import { resendMailer } from "./resend-mailer.ts";
import { smtpMailer } from "./smtp-mailer.ts";

type MailerShape = typeof Mailer.Service;

/** The configured transports; null where not configured. */
export interface MailTransports {
  readonly smtp: MailerShape | null;
  readonly resend: MailerShape | null;
  readonly outbox: MailerShape;
}

/**
 * Picks the transport of each message (docs/PRODUCT-RULES.md#email): the method asked for when it
 * is configured; MailTransportNotConfigured (503) when it is not but the other one is; the outbox
 * for every message while neither is. A message without a method (account mail) takes SMTP, else
 * Resend.
 */
export const routingMailer = ({ smtp, resend, outbox }: MailTransports) =>
  Mailer.of({
    send: (message, method) => {
      if (smtp === null && resend === null) return outbox.send(message, method);
      const chosen = method === undefined ? (smtp ?? resend) : method === "smtp" ? smtp : resend;
      return chosen === null
        ? Effect.fail(new MailTransportNotConfigured({ method: method ?? "smtp" }))
        : chosen.send(message, method);
    },
  });

/** How the server sends mail: its transports' settings, the sender, and where the outbox keeps mail. */
export interface MailSettings {
  readonly smtpUrl: string | null;
  readonly resendApiKey: string | null;
  /** Another endpoint speaking Resend's API, such as a local stand-in; null for Resend's own. */
  readonly resendBaseUrl: string | null;
  /** The From of every message, such as `Invoicing <no-reply@example.com>`. */
  readonly from: string;
  /** `keepInFolder(<dataDir>/outbox)`, or `keepInDatabase(database)` on PostgreSQL. */
  readonly outbox: KeepOutboxMessage;
}

/** The Mailer over the configured transports, routing as `routingMailer` says. */
export const mailerLayer = (settings: MailSettings) =>
  Layer.sync(Mailer, () =>
    routingMailer({
      smtp: settings.smtpUrl === null ? null : smtpMailer(settings.smtpUrl, settings.from),
      resend:
        settings.resendApiKey === null
          ? null
          : resendMailer(settings.resendApiKey, settings.from, settings.resendBaseUrl ?? undefined),
      outbox: outboxMailerKeeping(settings.outbox, settings.from),
    }),
  );
