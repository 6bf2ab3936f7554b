import {
  answerReceivedInvoice,
  FrenchPlatformUnavailable,
  getReceivedInvoice,
  getReceivedInvoiceOriginal,
  getReceivedStatusCdar,
  listReceivedInvoices,
  MAX_RECEIVED_INVOICE_BYTES,
  markReceivedInvoicePaid,
  ReceivedInvoiceCreatedResponse,
  ReceivedInvoiceDuplicate,
  ReceivedInvoiceFileMissing,
  ReceivedInvoiceFormatUnsupported,
  ReceivedInvoiceInvalid,
  ReceivedInvoiceListQuery,
  ReceivedInvoiceListResponse,
  ReceivedInvoiceNotFound,
  ReceivedInvoiceResponse,
  ReceivedStatusNeedsPlatform,
  ReceivedStatusNotAllowed,
  ReceivedStatusRequest,
  ReceivedStatusResponse,
  receivedInvoicesToPay,
  receiveInvoice,
  ToPayResponse,
  ValidationFailed,
} from "@invoicing/core";
import { Effect, Schema } from "effect";
import { defineRoute, fileResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "purchases";
const encoder = new TextEncoder();

const receivedId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) =>
    new ReceivedInvoiceNotFound({ id: rawId(raw) }),
};

const statusParams = {
  schema: Schema.Struct({ ...IdParams.fields, entryId: IdParams.fields.id }),
  notFound: (raw: Readonly<Record<string, string>>) =>
    new ReceivedInvoiceNotFound({ id: rawId(raw) }),
};

/**
 * Supplier invoices (docs/FRANCE-PA.md#receiving): upload, list, detail, the file
 * as received, the buyer's answer sent through the PA (205, 207, 210) and its CDAR, paid, and
 * what is left to pay per currency.
 */
export const receivedInvoiceRoutes = [
  defineRoute({
    method: "post",
    path: "/api/received-invoices",
    auth: "required",
    summary:
      "Receive a supplier invoice (multipart `file`: Factur-X PDF, CII or UBL 2.1 XML): 201 with the record; 422 with the failed rules; 409 for a duplicate",
    tag,
    upload: {
      field: "file",
      maxBytes: MAX_RECEIVED_INVOICE_BYTES,
      tooLarge: "receivedinvoices.filetoolarge",
    },
    response: jsonResponse(ReceivedInvoiceCreatedResponse, 201),
    errors: {
      ReceivedInvoiceFileMissing,
      ReceivedInvoiceFormatUnsupported,
      ReceivedInvoiceInvalid,
      ReceivedInvoiceDuplicate,
    },
    handler: ({ caller, file }) =>
      receiveInvoice({
        userId: caller.user.id,
        bytes: file === null ? null : file.bytes,
        fileName: file === null ? null : file.fileName,
        source: "upload",
        flowId: null,
      }),
  }),
  defineRoute({
    method: "get",
    path: "/api/received-invoices",
    auth: "required",
    summary: "The user's received invoices, newest first: `?q=&status=&page=&pageSize=`",
    tag,
    query: ReceivedInvoiceListQuery,
    response: jsonResponse(ReceivedInvoiceListResponse),
    errors: {},
    handler: ({ caller, query }) => listReceivedInvoices({ userId: caller.user.id, query }),
  }),
  defineRoute({
    method: "get",
    path: "/api/received-invoices/to-pay",
    auth: "required",
    summary:
      "What the user owes suppliers per currency: approved or unanswered received invoices, not paid",
    tag,
    response: jsonResponse(ToPayResponse),
    errors: {},
    handler: ({ caller }) => receivedInvoicesToPay(caller.user.id),
  }),
  defineRoute({
    method: "get",
    path: "/api/received-invoices/:id",
    auth: "required",
    summary: "One received invoice: parties, lines, VAT breakdown, totals, validation, statuses",
    tag,
    params: receivedId,
    response: jsonResponse(ReceivedInvoiceResponse),
    errors: { ReceivedInvoiceNotFound },
    handler: ({ caller, params }) => getReceivedInvoice({ userId: caller.user.id, id: params.id }),
  }),
  defineRoute({
    method: "get",
    path: "/api/received-invoices/:id/original",
    auth: "required",
    summary: "The received file, byte for byte as it came",
    tag,
    params: receivedId,
    response: fileResponse("application/octet-stream"),
    errors: { ReceivedInvoiceNotFound },
    handler: ({ caller, params }) =>
      getReceivedInvoiceOriginal({ userId: caller.user.id, id: params.id }).pipe(
        Effect.map((file) => ({
          contentType: file.contentType,
          bytes: file.bytes,
          downloadName: file.fileName,
        })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/received-invoices/:id/status",
    auth: "required",
    summary:
      "Answer a received invoice through the PA: 205 approved, 207 disputed or 210 refused (both with `reasonCode`); the lifecycle entry with its CDAR `xmlUrl`",
    tag,
    params: receivedId,
    body: ReceivedStatusRequest,
    response: jsonResponse(ReceivedStatusResponse),
    errors: {
      ReceivedInvoiceNotFound,
      ReceivedStatusNotAllowed,
      ReceivedStatusNeedsPlatform,
      FrenchPlatformUnavailable,
      ValidationFailed,
    },
    handler: ({ caller, params, body }) =>
      answerReceivedInvoice({ userId: caller.user.id, id: params.id, request: body }),
  }),
  defineRoute({
    method: "post",
    path: "/api/received-invoices/:id/paid",
    auth: "required",
    summary: "Mark a received invoice paid, which takes it off what is left to pay",
    tag,
    params: receivedId,
    response: jsonResponse(ReceivedInvoiceResponse),
    errors: { ReceivedInvoiceNotFound },
    handler: ({ caller, params }) =>
      markReceivedInvoicePaid({ userId: caller.user.id, id: params.id }),
  }),
  defineRoute({
    method: "get",
    path: "/api/received-invoices/:id/statuses/:entryId/cdar",
    auth: "required",
    summary: "The CDAR we sent for one status of a received invoice",
    tag,
    params: statusParams,
    response: fileResponse("application/xml"),
    errors: { ReceivedInvoiceNotFound },
    handler: ({ caller, params }) =>
      getReceivedStatusCdar({
        userId: caller.user.id,
        id: params.id,
        entryId: params.entryId,
      }).pipe(
        Effect.map((file) => ({
          contentType: "application/xml; charset=utf-8",
          bytes: encoder.encode(file.xml),
          downloadName: file.fileName,
        })),
      ),
  }),
];
