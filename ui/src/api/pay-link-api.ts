import { CreatePaymentIntentResponse, PublicInvoice, SandboxCardOutcome } from "@invoicing/core";
import { Schema } from "effect";
import { api } from "./client.ts";

const payPath = (token: string) => `/pay/${encodeURIComponent(token)}`;

/** Where a pay link's payment stands once confirmed. */
export const PayLinkConfirmation = Schema.Struct({
  status: Schema.String,
  failureReason: Schema.NullOr(Schema.String),
  invoiceStatus: Schema.String,
});

/** The calls of a pay link's page, made without an account (docs/PRODUCT-RULES.md#pay-links). */
export const payLinkApi = {
  open: (token: string) => api.get(PublicInvoice, payPath(token)),
  pdfPath: (token: string) => `/api${payPath(token)}/pdf`,
  start: (token: string) =>
    api.post(CreatePaymentIntentResponse, `${payPath(token)}/payments/create-intent`),
  card: (
    token: string,
    paymentIntentId: string,
    card: { readonly number: string; readonly expiry: string; readonly cvc: string },
  ) =>
    api.post(SandboxCardOutcome, `${payPath(token)}/payments/sandbox/confirm`, {
      paymentIntentId,
      ...card,
    }),
  authenticate: (token: string, paymentIntentId: string, approve: boolean) =>
    api.post(SandboxCardOutcome, `${payPath(token)}/payments/sandbox/authenticate`, {
      paymentIntentId,
      approve,
    }),
  confirm: (token: string, paymentIntentId: string) =>
    api.post(PayLinkConfirmation, `${payPath(token)}/payments/confirm`, { paymentIntentId }),
};
