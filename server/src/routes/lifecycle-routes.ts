import {
  getLifecycleCdar,
  InvoiceLifecycleResponse,
  InvoiceNotFound,
  listInvoiceLifecycle,
} from "@invoicing/core";
import { Effect, Schema } from "effect";
import { defineRoute, fileResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "france";
const encoder = new TextEncoder();

const invoiceId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};

const statusParams = {
  schema: Schema.Struct({ ...IdParams.fields, entryId: IdParams.fields.id }),
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};

/**
 * An invoice's lifecycle statuses under the French reform (docs/FRANCE-PA.md#statuses): the
 * list, and the CDAR we emitted for one of them.
 */
export const lifecycleRoutes = [
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/lifecycle",
    auth: "required",
    summary:
      "The invoice's lifecycle statuses (200–213), oldest first: `{ code, label, at, reason, platform, xmlUrl? }`",
    tag,
    params: invoiceId,
    response: jsonResponse(InvoiceLifecycleResponse),
    errors: { InvoiceNotFound },
    handler: ({ caller, params }) =>
      listInvoiceLifecycle({ userId: caller.user.id, id: params.id }),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/lifecycle/:entryId/cdar",
    auth: "required",
    summary: "The CDAR lifecycle message we emitted for one of the invoice's statuses",
    tag,
    params: statusParams,
    response: fileResponse("application/xml"),
    errors: { InvoiceNotFound },
    handler: ({ caller, params }) =>
      getLifecycleCdar({ userId: caller.user.id, id: params.id, entryId: params.entryId }).pipe(
        Effect.map((file) => ({
          contentType: "application/xml; charset=utf-8",
          bytes: encoder.encode(file.xml),
          downloadName: file.fileName,
        })),
      ),
  }),
];
