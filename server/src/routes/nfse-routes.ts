import {
  ClientNotFound,
  cancelNfse,
  getDanfse,
  getDpsXml,
  getNfseXml,
  InvoiceNotFound,
  InvoiceOfGoods,
  issueNfse,
  listNfseSubmissions,
  MixedGoodsAndServices,
  NfseAlreadyCancelled,
  NfseAlreadyIssued,
  NfseCancelRequest,
  NfseCurrencyNotBrl,
  NfseEventResponse,
  NfseIssueResponse,
  NfseNotIssued,
  NfsePrerequisitesMissing,
  NfseSettingsMissing,
  NfseSubmissionsResponse,
  SefinUnavailable,
  UserNotFound,
  ValidationFailed,
} from "@invoicing/core";
import { Effect } from "effect";
import {
  certificateErrors,
  invoiceIdParams,
  pdfDownload,
  xmlDownload,
} from "./brazil-route-parts.ts";
import { defineRoute, fileResponse, jsonResponse } from "./define-route.ts";

const tag = "brazil";

/** What opening the national system can fail with before it answers. */
const channelErrors = {
  ...certificateErrors,
  SefinUnavailable,
};

/**
 * An invoice's NFS-e (docs/BRAZIL.md): issuing it from a DPS through the national system (the
 * sandbox, or production with the seller's certificate), its documents and its cancellation.
 */
export const nfseRoutes = [
  defineRoute({
    method: "post",
    path: "/api/invoices/:id/nfse",
    auth: "required",
    summary:
      "Build, sign and send the DPS of an invoice of services; the national system's answer (the NFS-e's access key, or its errors). Goods take an NF-e (422), an invoice of both is refused (422)",
    tag,
    params: invoiceIdParams,
    response: jsonResponse(NfseIssueResponse),
    errors: {
      ...channelErrors,
      ClientNotFound,
      InvoiceNotFound,
      InvoiceOfGoods,
      MixedGoodsAndServices,
      NfseAlreadyIssued,
      NfseCurrencyNotBrl,
      NfsePrerequisitesMissing,
      NfseSettingsMissing,
      UserNotFound,
    },
    handler: ({ caller, params, facts }) =>
      issueNfse({
        userId: caller.user.id,
        invoiceId: params.id,
        sandboxHeader: facts.sandboxHeader,
        trigger: "manual",
      }).pipe(
        Effect.map(({ submission, messages }) => ({
          success: submission.status === "issued",
          accessKey: submission.accessKey,
          messages,
          submission,
        })),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/nfse-submissions",
    auth: "required",
    summary: "The invoice's NFS-e submissions and the national system's answers, newest first",
    tag,
    params: invoiceIdParams,
    response: jsonResponse(NfseSubmissionsResponse),
    errors: { InvoiceNotFound },
    handler: ({ caller, params }) => listNfseSubmissions({ userId: caller.user.id, id: params.id }),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/nfse.xml",
    auth: "required",
    summary: "The NFS-e as the national system returned it, byte for byte; 404 before it is issued",
    tag,
    params: invoiceIdParams,
    response: fileResponse("application/xml"),
    errors: { InvoiceNotFound, NfseNotIssued },
    handler: ({ caller, params }) =>
      getNfseXml({ userId: caller.user.id, id: params.id }).pipe(Effect.map(xmlDownload)),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/dps.xml",
    auth: "required",
    summary: "The signed DPS the invoice's NFS-e was issued from, as sent; 404 before it is issued",
    tag,
    params: invoiceIdParams,
    response: fileResponse("application/xml"),
    errors: { InvoiceNotFound, NfseNotIssued },
    handler: ({ caller, params }) =>
      getDpsXml({ userId: caller.user.id, id: params.id }).pipe(Effect.map(xmlDownload)),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/danfse.pdf",
    auth: "required",
    summary:
      "The DANFSe of the invoice's NFS-e, stamped cancelled once its cancellation is registered",
    tag,
    params: invoiceIdParams,
    response: fileResponse("application/pdf"),
    errors: { InvoiceNotFound, NfseNotIssued },
    handler: ({ caller, params }) =>
      getDanfse({ userId: caller.user.id, id: params.id }).pipe(Effect.map(pdfDownload)),
  }),
  defineRoute({
    method: "post",
    path: "/api/invoices/:id/nfse/cancel",
    auth: "required",
    summary:
      "Cancel the invoice's NFS-e (event e101101: `reason` 1 error, 2 service not rendered, 9 other; `justification` 15–255 characters) and, once registered, the invoice; the national system's messages",
    tag,
    params: invoiceIdParams,
    body: NfseCancelRequest,
    response: jsonResponse(NfseEventResponse),
    errors: {
      ...channelErrors,
      InvoiceNotFound,
      NfseAlreadyCancelled,
      NfseNotIssued,
      NfseSettingsMissing,
      UserNotFound,
      ValidationFailed,
    },
    handler: ({ caller, params, body }) =>
      cancelNfse({
        userId: caller.user.id,
        invoiceId: params.id,
        reason: body.reason,
        justification: body.justification,
      }).pipe(
        Effect.map(({ event, messages }) => ({ success: event.registered, messages, event })),
      ),
  }),
];
