import {
  CancelRequiresCreditNote,
  CancelRequiresNfseCancellation,
  ClientNotFound,
  CreateCreditNoteRequest,
  CreditNoteDateOutOfOrder,
  CreditNoteDetailJson,
  CreditNoteExceedsInvoice,
  CreditNoteJson,
  CreditNoteListQuery,
  CreditNoteListResponse,
  CreditNoteNotFound,
  createCreditNote,
  FacturXRefused,
  getCreditNote,
  getCreditNoteFacturXXml,
  getCreditNotePdf,
  InvalidStatusTransition,
  InvoiceIssuedLocked,
  InvoiceNotFound,
  InvoiceNotIssued,
  listCreditNotes,
  NfeMustBeCancelled,
  UserNotFound,
  ValidationFailed,
} from "@invoicing/core";
import { Effect } from "effect";
import {
  creditNoteDetailResponse,
  creditNoteListResponse,
  creditNoteResponse,
} from "./credit-note-responses.ts";
import { defineRoute, fileResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "credit notes";
const encoder = new TextEncoder();
const invoiceId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};
const creditNoteId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new CreditNoteNotFound({ id: rawId(raw) }),
};

/**
 * Credit notes (docs/PRODUCT-RULES.md#credit-notes): made from an invoice, listed and read on their
 * own.
 */
export const creditNoteRoutes = [
  defineRoute({
    method: "post",
    path: "/api/invoices/:id/credit-notes",
    auth: "required",
    summary:
      "Credit a numbered invoice: the lines given (`items`, all or `amount` of each line's net) or, without lines, all that is left; a credit note taking all that is left cancels the invoice",
    tag,
    params: invoiceId,
    body: CreateCreditNoteRequest,
    response: jsonResponse(CreditNoteJson, 201),
    errors: {
      CancelRequiresCreditNote,
      CreditNoteDateOutOfOrder,
      CreditNoteExceedsInvoice,
      InvalidStatusTransition,
      InvoiceIssuedLocked,
      InvoiceNotFound,
      InvoiceNotIssued,
      NfeMustBeCancelled,
      CancelRequiresNfseCancellation,
      UserNotFound,
      ValidationFailed,
    },
    handler: ({ caller, params, body }) =>
      createCreditNote({ userId: caller.user.id, invoiceId: params.id, request: body }).pipe(
        Effect.map(creditNoteResponse),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/credit-notes",
    auth: "required",
    summary: "One page of credit notes, newest first",
    tag,
    query: CreditNoteListQuery,
    response: jsonResponse(CreditNoteListResponse),
    errors: {},
    handler: ({ caller, query }) =>
      listCreditNotes({ userId: caller.user.id, query }).pipe(Effect.map(creditNoteListResponse)),
  }),
  defineRoute({
    method: "get",
    path: "/api/credit-notes/:id",
    auth: "required",
    summary: "One credit note with its lines and the SHA-256 of its archived PDF and XML",
    tag,
    params: creditNoteId,
    response: jsonResponse(CreditNoteDetailJson),
    errors: { CreditNoteNotFound },
    handler: ({ caller, params }) =>
      getCreditNote({ userId: caller.user.id, id: params.id }).pipe(
        Effect.map(creditNoteDetailResponse),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/credit-notes/:id/factur-x.xml",
    auth: "required",
    summary:
      "The credit note's Factur-X EN 16931 XML (type code 381, naming the invoice it corrects); 422 naming what prevents it",
    tag,
    params: creditNoteId,
    response: fileResponse("application/xml"),
    errors: { ClientNotFound, CreditNoteNotFound, FacturXRefused, InvoiceNotFound, UserNotFound },
    handler: ({ caller, params }) =>
      getCreditNoteFacturXXml({ userId: caller.user.id, id: params.id }).pipe(
        Effect.map((file) => ({
          contentType: "application/xml; charset=utf-8",
          bytes: typeof file.xml === "string" ? encoder.encode(file.xml) : file.xml,
          downloadName: file.fileName,
        })),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/credit-notes/:id/pdf",
    auth: "required",
    summary:
      "The credit note PDF in the user's language and template, naming the invoice it corrects and the reason, as `credit-note-{number}.pdf`",
    tag,
    params: creditNoteId,
    response: fileResponse("application/pdf"),
    errors: { ClientNotFound, CreditNoteNotFound, InvoiceNotFound, UserNotFound },
    handler: ({ caller, params }) =>
      getCreditNotePdf({ userId: caller.user.id, id: params.id }).pipe(
        Effect.map((pdf) => ({
          contentType: "application/pdf",
          bytes: pdf.bytes,
          downloadName: pdf.fileName,
        })),
      ),
  }),
];
