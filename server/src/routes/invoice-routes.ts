import {
  CancelRequiresCreditNote,
  CancelRequiresNfeCancellation,
  CancelRequiresNfseCancellation,
  ClientNotFound,
  CreateInvoiceRequest,
  changeInvoiceStatus,
  createInvoice,
  deleteInvoice,
  duplicateInvoice,
  exportInvoicesCsv,
  getInvoice,
  getInvoicePdf,
  InvalidStatusTransition,
  InvoiceCannotBeDeleted,
  InvoiceDetailResponse,
  InvoiceExportTooLarge,
  InvoiceIssuedLocked,
  InvoiceJson,
  InvoiceListQuery,
  InvoiceListResponse,
  InvoiceNotFound,
  InvoiceTotalsMismatch,
  IssueDateOutOfOrder,
  invoiceCreditNotes,
  invoiceHistory,
  invoicePaymentsResponse,
  listInvoicePayments,
  listInvoices,
  NfeCancellationWindowClosed,
  UserNotFound,
  updateInvoice,
  ValidationFailed,
} from "@invoicing/core";
import { Effect } from "effect";
import { invoiceCreditNotesResponse } from "./credit-note-responses.ts";
import { defineRoute, emptyResponse, fileResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";
import {
  decodeInvoiceUpdate,
  InvoiceExportQuery,
  InvoiceUpdateBody,
  InvoiceUpdateQuery,
} from "./invoice-requests.ts";
import {
  InvoiceHistoryResponse,
  invoiceListResponse,
  invoiceResponse,
} from "./invoice-responses.ts";

const tag = "invoices";
const invoiceId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};
const encoder = new TextEncoder();

/** The user's invoices; the CSV export comes before `/:id`, which would otherwise take it. */
export const invoiceRoutes = [
  defineRoute({
    method: "get",
    path: "/api/invoices",
    auth: "required",
    summary: "One page of invoices: `q` searches number and client name; filter, sort, page",
    tag,
    query: InvoiceListQuery,
    response: jsonResponse(InvoiceListResponse),
    errors: {},
    handler: ({ caller, query }) =>
      listInvoices({ userId: caller.user.id, query }).pipe(Effect.map(invoiceListResponse)),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/export.csv",
    auth: "required",
    summary: "The invoices the list's filters select, as CSV",
    tag,
    query: InvoiceExportQuery,
    response: fileResponse("text/csv; charset=utf-8"),
    errors: { InvoiceExportTooLarge, UserNotFound },
    handler: ({ caller, query }) =>
      exportInvoicesCsv({ userId: caller.user.id, query }).pipe(
        Effect.map((csv) => ({
          contentType: "text/csv; charset=utf-8",
          bytes: encoder.encode(csv.content),
          downloadName: csv.filename,
        })),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id",
    auth: "required",
    summary:
      "One invoice with its history, credit notes, payments and balance, and its archive's SHA-256",
    tag,
    params: invoiceId,
    response: jsonResponse(InvoiceDetailResponse),
    errors: { InvoiceNotFound },
    handler: ({ caller, params }) =>
      Effect.gen(function* () {
        const { invoice, client, history, archive } = yield* getInvoice({
          userId: caller.user.id,
          id: params.id,
        });
        const credits = yield* invoiceCreditNotes({
          userId: caller.user.id,
          invoiceId: invoice.id,
        });
        const { amountPaid, balanceDue, paymentProgress, payments } = invoicePaymentsResponse(
          yield* listInvoicePayments({ userId: caller.user.id, invoiceId: invoice.id }),
        );
        return {
          ...invoiceResponse({ invoice, client }),
          history,
          archive,
          ...invoiceCreditNotesResponse(credits),
          amountPaid,
          balanceDue,
          paymentProgress,
          payments,
        };
      }),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/history",
    auth: "required",
    summary: "An invoice's history, oldest first",
    tag,
    params: invoiceId,
    response: jsonResponse(InvoiceHistoryResponse),
    errors: { InvoiceNotFound },
    handler: ({ caller, params }) =>
      invoiceHistory({ userId: caller.user.id, id: params.id }).pipe(
        Effect.map((data) => ({ data })),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/pdf",
    auth: "required",
    summary:
      "The invoice PDF in the user's language and template, as `invoice-{number}.pdf` (`invoice-draft-{id}.pdf`)",
    tag,
    params: invoiceId,
    response: fileResponse("application/pdf"),
    errors: { ClientNotFound, InvoiceNotFound, UserNotFound },
    handler: ({ caller, params }) =>
      getInvoicePdf({ userId: caller.user.id, id: params.id }).pipe(
        Effect.map((pdf) => ({
          contentType: "application/pdf",
          bytes: pdf.bytes,
          downloadName: pdf.fileName,
        })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/invoices",
    auth: "required",
    summary: "Create an invoice; it takes its number when created in a status other than draft",
    tag,
    body: CreateInvoiceRequest,
    response: jsonResponse(InvoiceJson, 201),
    errors: { InvoiceTotalsMismatch, IssueDateOutOfOrder, UserNotFound, ValidationFailed },
    handler: ({ caller, body, facts }) =>
      createInvoice({
        userId: caller.user.id,
        request: body,
        sandboxHeader: facts.sandboxHeader,
      }).pipe(Effect.map(invoiceResponse)),
  }),
  defineRoute({
    method: "put",
    path: "/api/invoices/:id",
    auth: "required",
    summary: "Edit an invoice (whole body), or change its status (body `{ status }` alone)",
    tag,
    params: invoiceId,
    body: InvoiceUpdateBody,
    decodeBody: decodeInvoiceUpdate,
    query: InvoiceUpdateQuery,
    response: jsonResponse(InvoiceJson),
    errors: {
      CancelRequiresCreditNote,
      CancelRequiresNfeCancellation,
      CancelRequiresNfseCancellation,
      ClientNotFound,
      NfeCancellationWindowClosed,
      InvalidStatusTransition,
      InvoiceIssuedLocked,
      InvoiceNotFound,
      InvoiceTotalsMismatch,
      IssueDateOutOfOrder,
      ValidationFailed,
    },
    handler: ({ caller, params, body, query, facts }) =>
      Effect.gen(function* () {
        const target = {
          userId: caller.user.id,
          id: params.id,
          sandboxHeader: facts.sandboxHeader,
        };
        const changed = yield* "items" in body
          ? updateInvoice({ ...target, request: body })
          : changeInvoiceStatus({ ...target, status: body.status, screen: query.place });
        return invoiceResponse(changed);
      }),
  }),
  defineRoute({
    method: "delete",
    path: "/api/invoices/:id",
    auth: "required",
    summary: "Delete a draft; an issued invoice is cancelled instead (409)",
    tag,
    params: invoiceId,
    response: emptyResponse,
    errors: { InvoiceCannotBeDeleted, InvoiceNotFound },
    handler: ({ caller, params }) => deleteInvoice({ userId: caller.user.id, id: params.id }),
  }),
  defineRoute({
    method: "post",
    path: "/api/invoices/:id/duplicate",
    auth: "required",
    summary: "Copy an invoice, issued or not, into a new draft dated today",
    tag,
    params: invoiceId,
    response: jsonResponse(InvoiceJson, 201),
    errors: { ClientNotFound, InvoiceNotFound, IssueDateOutOfOrder, UserNotFound },
    handler: ({ caller, params }) =>
      duplicateInvoice({ userId: caller.user.id, id: params.id }).pipe(Effect.map(invoiceResponse)),
  }),
];
