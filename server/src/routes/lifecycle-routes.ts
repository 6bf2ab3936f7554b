import {
  FrenchPlatformUnavailable,
  getLifecycleCdar,
  getPaSettings,
  InvoiceLifecycleResponse,
  InvoiceNotFound,
  listInvoiceLifecycle,
  PaSettingsRequest,
  PaSettingsResponse,
  refreshInvoiceLifecycle,
  savePaSettings,
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
 * The user's Plateforme Agréée (docs/FRANCE-PA.md#switching) and an invoice's lifecycle
 * statuses under the French reform (docs/FRANCE-PA.md#statuses): the list, and the CDAR we
 * emitted for one of them.
 */
export const lifecycleRoutes = [
  defineRoute({
    method: "get",
    path: "/api/france/pa/settings",
    auth: "required",
    summary: "The user's PA settings, never the secret; `data` is null until first saved",
    tag,
    response: jsonResponse(PaSettingsResponse),
    errors: {},
    handler: ({ caller }) => Effect.map(getPaSettings(caller.user.id), (data) => ({ data })),
  }),
  defineRoute({
    method: "put",
    path: "/api/france/pa/settings",
    auth: "required",
    summary:
      "Save the PA settings: the sandbox PA, or a real PA's Flow and Directory Service roots and credentials (a blank secret keeps the saved one)",
    tag,
    body: PaSettingsRequest,
    response: jsonResponse(PaSettingsResponse),
    errors: {},
    handler: ({ caller, body }) =>
      savePaSettings({ userId: caller.user.id, settings: body }).pipe(
        Effect.andThen(getPaSettings(caller.user.id)),
        Effect.map((data) => ({ data })),
      ),
  }),
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
    method: "post",
    path: "/api/invoices/:id/lifecycle/refresh",
    auth: "required",
    summary: "Ask the user's PA for new statuses now, then list the invoice's statuses",
    tag,
    params: invoiceId,
    response: jsonResponse(InvoiceLifecycleResponse),
    errors: { InvoiceNotFound, FrenchPlatformUnavailable },
    handler: ({ caller, params }) =>
      refreshInvoiceLifecycle({ userId: caller.user.id, id: params.id }),
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
