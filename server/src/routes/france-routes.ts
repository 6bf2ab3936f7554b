import {
  ClientNotFound,
  FacturXRefused,
  FacturXSubmissionsResponse,
  FRENCH_VAT_RATES,
  FranceSettingsRequest,
  FranceSettingsResponse,
  FranceSubmitRequest,
  FranceSubmitResponse,
  FrenchPlatformUnavailable,
  franceSettingsOf,
  getFacturXXml,
  getFranceSettings,
  InvoiceNotFound,
  listFacturXSubmissions,
  SettingsSavedResponse,
  saveFranceSettings,
  submitToFrenchPlatform,
  UserNotFound,
  VatRatesResponse,
} from "@invoicing/core";
import { Effect } from "effect";
import { errorMessage } from "../i18n/error-message.ts";
import { withFrenchPlatform } from "../runtime/french-platforms.ts";
import { defineRoute, fileResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "france";
const invoiceId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};
const encoder = new TextEncoder();

const FRANCE_BASE = "/api/france";

/**
 * The France settings and VAT rates routes under `base`: `/api/france` names them; `/api/pfu`, the
 * name of the public platform the reform dropped, stays as a documented alias for existing
 * clients.
 */
const settingsRoutes = (base: string, alias: boolean) => {
  const aliasNote = alias
    ? ` (alias of ${FRANCE_BASE}, kept from the former public-platform name)`
    : "";
  return [
    defineRoute({
      method: "get",
      path: `${base}/settings`,
      auth: "required",
      summary: `The France settings; \`data\` is null until first saved${aliasNote}`,
      tag,
      response: jsonResponse(FranceSettingsResponse),
      errors: {},
      handler: ({ caller }) =>
        getFranceSettings(caller.user.id).pipe(
          Effect.map((data) => ({ success: true as const, data })),
        ),
    }),
    defineRoute({
      method: "post",
      path: `${base}/settings`,
      auth: "required",
      summary: `Replace the France settings (body \`{ settings }\`); SIRET, SIREN and VAT keys checked${aliasNote}`,
      tag,
      body: FranceSettingsRequest,
      response: jsonResponse(SettingsSavedResponse),
      errors: {},
      handler: ({ caller, body, facts }) =>
        saveFranceSettings({
          userId: caller.user.id,
          settings: franceSettingsOf(body.settings),
        }).pipe(
          Effect.map(() => ({
            success: true as const,
            message: errorMessage("francesettings.savesuccess", facts.language),
          })),
        ),
    }),
    defineRoute({
      method: "get",
      path: `${base}/vat-rates`,
      auth: "required",
      summary: `The French VAT rates (\`name\` is an i18n key, \`rate\` a fraction)${aliasNote}`,
      tag,
      response: jsonResponse(VatRatesResponse),
      errors: {},
      handler: () => Effect.succeed({ success: true as const, data: FRENCH_VAT_RATES }),
    }),
  ];
};

/**
 * France (docs/PRODUCT-RULES.md#e-invoicing-france): the settings and VAT rates, an invoice's
 * Factur-X XML, its submission to the e-invoicing platform and the answers kept.
 */
export const franceRoutes = [
  ...settingsRoutes(FRANCE_BASE, false),
  ...settingsRoutes("/api/pfu", true),
  defineRoute({
    method: "post",
    path: "/api/e-invoice/france/submit",
    auth: "required",
    summary:
      "Deposit a stored invoice's Factur-X PDF/A-3 on the platform (`invoiceData` is not used); its answer",
    tag,
    body: FranceSubmitRequest,
    response: jsonResponse(FranceSubmitResponse),
    errors: {
      ClientNotFound,
      FacturXRefused,
      FrenchPlatformUnavailable,
      InvoiceNotFound,
      UserNotFound,
    },
    handler: ({ caller, body, facts }) =>
      withFrenchPlatform(caller.user, facts.sandboxHeader, (environment) =>
        submitToFrenchPlatform({
          userId: caller.user.id,
          invoiceId: body.invoiceId,
          environment,
          trigger: "manual",
        }),
      ).pipe(
        Effect.map(({ receipt }) => {
          const deposited = receipt.status !== "rejected";
          return {
            success: deposited,
            message: errorMessage(
              deposited ? "einvoicing.france.deposited" : "einvoicing.france.rejected",
              facts.language,
            ),
            status: receipt.status,
            reason: receipt.reason,
            submissionId: receipt.submissionId,
            failedRules: receipt.failedRules,
          };
        }),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/factur-x-submissions",
    auth: "required",
    summary: "The invoice's submissions to the French platform and its answers, newest first",
    tag,
    params: invoiceId,
    response: jsonResponse(FacturXSubmissionsResponse),
    errors: { InvoiceNotFound },
    handler: ({ caller, params }) =>
      listFacturXSubmissions({ userId: caller.user.id, id: params.id }),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/factur-x.xml",
    auth: "required",
    summary: "The Factur-X EN 16931 XML the invoice's PDF embeds; 422 naming what prevents it",
    tag,
    params: invoiceId,
    response: fileResponse("application/xml"),
    errors: { ClientNotFound, FacturXRefused, InvoiceNotFound, UserNotFound },
    handler: ({ caller, params }) =>
      getFacturXXml({ userId: caller.user.id, id: params.id }).pipe(
        Effect.map((file) => ({
          contentType: "application/xml; charset=utf-8",
          bytes: typeof file.xml === "string" ? encoder.encode(file.xml) : file.xml,
          downloadName: file.fileName,
        })),
      ),
  }),
];
