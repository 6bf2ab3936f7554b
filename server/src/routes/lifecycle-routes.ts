import {
  ChorusProSettingsRequest,
  ChorusProSettingsResponse,
  FrenchPlatformUnavailable,
  getChorusProSettings,
  getLifecycleCdar,
  getPaSettings,
  InvoiceLifecycleResponse,
  InvoiceNotFound,
  listInvoiceLifecycle,
  PaSettingsRequest,
  PaSettingsResponse,
  PLATFORM_WEBHOOK_PATH,
  PlatformWebhookRefused,
  receivePlatformWebhook,
  refreshInvoiceLifecycle,
  saveChorusProSettings,
  savePaSettings,
  subscribePlatformWebhook,
} from "@invoicing/core";
import { Effect, Schema } from "effect";
import { ServerSettings } from "../runtime/server-settings.ts";
import { defineRoute, fileResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "france";
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A PA's callback is one flow's metadata, a few kilobytes; anything much larger is not one. */
const PA_WEBHOOK_MAX_BYTES = 64 * 1024;

/** The hook naming the user in the callback address the PA was given. */
const WebhookQuery = Schema.Struct({ hook: Schema.String });

/** What a PA's callback was answered: how many statuses were new. */
const WebhookAnswer = Schema.Struct({ recorded: Schema.Number, received: Schema.Number });

const invoiceId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};

const statusParams = {
  schema: Schema.Struct({ ...IdParams.fields, entryId: IdParams.fields.id }),
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};

/**
 * The user's Plateforme Agréée (docs/FRANCE-PA.md#switching), its signed webhook
 * (docs/FRANCE-PA.md#webhooks), and an invoice's lifecycle statuses under the French reform
 * (docs/FRANCE-PA.md#statuses): the list, and the CDAR we emitted for one of them.
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
      Effect.gen(function* () {
        const { appUrl } = yield* ServerSettings;
        yield* savePaSettings({ userId: caller.user.id, settings: body });
        yield* subscribePlatformWebhook({ userId: caller.user.id, appUrl });
        return { data: yield* getPaSettings(caller.user.id) };
      }),
  }),
  defineRoute({
    method: "get",
    path: "/api/france/chorus-pro/settings",
    auth: "required",
    summary:
      "The user's own Chorus Pro account, for public-body clients, never its secrets; `data` is null until first saved",
    tag,
    response: jsonResponse(ChorusProSettingsResponse),
    errors: {},
    handler: ({ caller }) => Effect.map(getChorusProSettings(caller.user.id), (data) => ({ data })),
  }),
  defineRoute({
    method: "put",
    path: "/api/france/chorus-pro/settings",
    auth: "required",
    summary:
      "Save the user's Chorus Pro account: PISTE's addresses and OAuth client, the technical account (a blank secret or password keeps the saved one)",
    tag,
    body: ChorusProSettingsRequest,
    response: jsonResponse(ChorusProSettingsResponse),
    errors: {},
    handler: ({ caller, body }) =>
      saveChorusProSettings({ userId: caller.user.id, settings: body }).pipe(
        Effect.andThen(getChorusProSettings(caller.user.id)),
        Effect.map((data) => ({ data })),
      ),
  }),
  defineRoute({
    method: "post",
    path: PLATFORM_WEBHOOK_PATH,
    auth: "none",
    summary:
      "A PA's signed callback (XP Z12-013): a flow's metadata, its status kept on the invoice it names or the supplier invoice it delivers taken in among the purchases, each flow once (`recorded` statuses, `received` invoices); 401 when the signature is not the PA's",
    tag,
    query: WebhookQuery,
    rawBody: {
      maxBytes: PA_WEBHOOK_MAX_BYTES,
      contentType: "application/json",
      signatureHeader: "Afnor-Signature",
      timestampHeader: "Afnor-Signature-Timestamp",
    },
    response: jsonResponse(WebhookAnswer),
    errors: { PlatformWebhookRefused, FrenchPlatformUnavailable },
    handler: ({ query, raw }) =>
      receivePlatformWebhook({
        hook: query.hook,
        payload: decoder.decode(raw.bytes),
        signature: raw.signature,
        timestamp: raw.timestamp,
      }),
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
