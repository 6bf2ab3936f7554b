import {
  CancelRequiresCreditNote,
  ClientNotFound,
  EmailSendRequest,
  EmailSendResponse,
  InvalidStatusTransition,
  InvoiceChangedWhileSending,
  InvoiceIssuedLocked,
  InvoiceNotFound,
  IssueDateOutOfOrder,
  MailFailed,
  MailTransportNotConfigured,
  sendInvoiceEmail,
  UserNotFound,
} from "@invoicing/core";
import { defineRoute, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";
import { whenIssuedBy } from "./when-issued.ts";

/** Sending an invoice by e-mail (decisions §7). */
export const emailRoutes = [
  defineRoute({
    method: "post",
    path: "/api/email/send-invoice/:id",
    auth: "required",
    summary:
      "E-mail the invoice PDF to its client by `smtp` or `resend` (the outbox when neither is configured); a draft becomes sent and takes its number once the message is accepted",
    tag: "email",
    params: {
      schema: IdParams,
      notFound: (raw) => new InvoiceNotFound({ id: rawId(raw) }),
    },
    body: EmailSendRequest,
    response: jsonResponse(EmailSendResponse),
    errors: {
      CancelRequiresCreditNote,
      ClientNotFound,
      InvalidStatusTransition,
      InvoiceChangedWhileSending,
      InvoiceIssuedLocked,
      InvoiceNotFound,
      IssueDateOutOfOrder,
      MailFailed,
      MailTransportNotConfigured,
      UserNotFound,
    },
    handler: ({ caller, params, body, facts }) =>
      // A draft e-mailed is issued: its e-invoice follows when the seller turned auto-send on.
      sendInvoiceEmail({ userId: caller.user.id, id: params.id, method: body.method }).pipe(
        whenIssuedBy(caller, facts, params.id),
      ),
  }),
];
