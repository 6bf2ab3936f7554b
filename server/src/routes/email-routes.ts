import {
  authoriseNfeBeforeEmail,
  CancelRequiresCreditNote,
  CertificateExpired,
  CertificateNotIssuers,
  CertificatePasswordWrong,
  CertificateUnreadable,
  CertificateVaultUnavailable,
  ClientNotFound,
  EmailSendRequest,
  EmailSendResponse,
  InvalidStatusTransition,
  InvoiceChangedWhileSending,
  InvoiceIssuedLocked,
  InvoiceNotFound,
  InvoiceOfGoods,
  InvoiceOfServices,
  IssueDateOutOfOrder,
  MailFailed,
  MailTransportNotConfigured,
  MixedGoodsAndServices,
  NfeCurrencyNotBrl,
  NfeNotAuthorizedForEmail,
  NfePrerequisitesMissing,
  NfeSettingsMissing,
  NfseAlreadyIssued,
  NfseCurrencyNotBrl,
  NfseNotIssuedForEmail,
  NfsePrerequisitesMissing,
  NfseSettingsMissing,
  SefazUnavailable,
  SefinUnavailable,
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
      "E-mail the invoice PDF to its client by `smtp` or `resend` (the outbox when neither is configured); a draft becomes sent and takes its number once the message is accepted. An invoice that gets an NF-e or an NFS-e (BRL, auto-send on) is issued and its document authorised first, so the one e-mail carries the nfeProc XML and the DANFE, or the NFS-e XML and the DANFSe; a refusal answers 409 with the code and reason and sends nothing",
    tag: "email",
    params: {
      schema: IdParams,
      notFound: (raw) => new InvoiceNotFound({ id: rawId(raw) }),
    },
    body: EmailSendRequest,
    response: jsonResponse(EmailSendResponse),
    errors: {
      CancelRequiresCreditNote,
      CertificateExpired,
      CertificateNotIssuers,
      CertificatePasswordWrong,
      CertificateUnreadable,
      CertificateVaultUnavailable,
      ClientNotFound,
      InvalidStatusTransition,
      InvoiceChangedWhileSending,
      InvoiceIssuedLocked,
      InvoiceNotFound,
      InvoiceOfServices,
      IssueDateOutOfOrder,
      MailFailed,
      MixedGoodsAndServices,
      MailTransportNotConfigured,
      NfeCurrencyNotBrl,
      NfeNotAuthorizedForEmail,
      NfePrerequisitesMissing,
      NfeSettingsMissing,
      SefazUnavailable,
      InvoiceOfGoods,
      NfseAlreadyIssued,
      NfseCurrencyNotBrl,
      NfseNotIssuedForEmail,
      NfsePrerequisitesMissing,
      NfseSettingsMissing,
      SefinUnavailable,
      UserNotFound,
    },
    handler: ({ caller, params, body, facts }) => {
      const input = {
        userId: caller.user.id,
        id: params.id,
        method: body.method,
        sandboxHeader: facts.sandboxHeader,
      };
      // The buyer's one e-mail waits for the NF-e or NFS-e, to carry it (docs/PRODUCT-RULES.md#nf-e-events).
      return authoriseNfeBeforeEmail(input).pipe(
        Effect.andThen(sendInvoiceEmail(input)),
        Effect.map(emailSendResponse),
      );
    },
  }),
];
