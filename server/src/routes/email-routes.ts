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
import { Effect } from "effect";
import { defineRoute, jsonResponse } from "./define-route.ts";
import { emailSendResponse } from "./email-responses.ts";
import { IdParams, rawId } from "./id-params.ts";

/** Sending an invoice by e-mail (docs/PRODUCT-RULES.md#email). */
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
      sendInvoiceEmail({
        userId: caller.user.id,
        id: params.id,
        method: body.method,
        sandboxHeader: facts.sandboxHeader,
      }).pipe(Effect.map(emailSendResponse)),
  }),
];
