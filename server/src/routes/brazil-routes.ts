import {
  BrazilSettingsRequest,
  BrazilSettingsResponse,
  BrazilSubmitRequest,
  BrazilSubmitResponse,
  ClientNotFound,
  cancelNfe,
  correctNfe,
  deleteNfeCertificate,
  getBrazilSettings,
  getDanfe,
  getNfeCertificate,
  getNfeEventXml,
  getNfeXml,
  getNfseSettings,
  InvoiceNotFound,
  InvoiceOfServices,
  listedNfeEvent,
  listNfeEvents,
  listNfeSubmissions,
  listNfeVoidings,
  MixedGoodsAndServices,
  MunicipalitySearchQuery,
  MunicipalitySearchResponse,
  NfeAlreadyCancelled,
  NfeCancellationWindowClosed,
  NfeCancelRequest,
  NfeCertificateResponse,
  NfeCertificateUploadFields,
  NfeCertificateUploadResponse,
  NfeCorrectionLimitReached,
  NfeCorrectionRequest,
  NfeCurrencyNotBrl,
  NfeEventNotFound,
  NfeEventResponse,
  type NfeEventSent,
  NfeEventsResponse,
  NfeNotAuthorized,
  NfePrerequisitesMissing,
  NfeSettingsMissing,
  NfeSubmissionsResponse,
  NfeVoidRangeRequest,
  NfseSettingsRequest,
  NfseSettingsResponse,
  SefazUnavailable,
  SettingsSavedResponse,
  saveBrazilSettings,
  saveNfseSettings,
  searchMunicipalities,
  submitNfe,
  UserNotFound,
  uploadNfeCertificate,
  ValidationFailed,
  voidNfeRange,
} from "@invoicing/core";
import { Effect } from "effect";
import { errorMessage } from "../i18n/error-message.ts";
import { brazilSubmitResponse, municipalitySearchResponse } from "./brazil-responses.ts";
import {
  certificateErrors,
  invoiceIdParams,
  pdfDownload,
  xmlDownload,
} from "./brazil-route-parts.ts";
import { defineRoute, emptyResponse, fileResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "brazil";
const eventId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new NfeEventNotFound({ id: rawId(raw) }),
};

/** SEFAZ's answer to an event: registered or not, its code and reason, and the event kept. */
const nfeEventResponse = (sent: NfeEventSent) => ({
  success: sent.event.registered,
  cStat: sent.cStat,
  xMotivo: sent.xMotivo,
  event: listedNfeEvent(sent.event),
});

/** What sending an event can fail with before SEFAZ answers. */
const eventErrors = {
  ...certificateErrors,
  InvoiceNotFound,
  NfeAlreadyCancelled,
  NfeNotAuthorized,
  NfeSettingsMissing,
  SefazUnavailable,
  UserNotFound,
  ValidationFailed,
};

/** A PKCS#12 A1 certificate is a few kilobytes; 64 KB leaves room for long chains. */
export const MAX_CERTIFICATE_BYTES = 64 * 1024;

/**
 * Brazil (docs/PRODUCT-RULES.md#e-invoicing-brazil): the settings, the seller's A1 certificate, the
 * IBGE municipality picker, NF-e submission and an invoice's NF-e documents and submissions.
 */
export const brazilRoutes = [
  defineRoute({
    method: "get",
    path: "/api/sefaz/settings",
    auth: "required",
    summary: "The Brazil settings; `data` is null until first saved",
    tag,
    response: jsonResponse(BrazilSettingsResponse),
    errors: {},
    handler: ({ caller }) =>
      getBrazilSettings(caller.user.id).pipe(
        Effect.map((data) => ({ success: true as const, data })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/sefaz/settings",
    auth: "required",
    summary: "Replace the Brazil settings (body `{ settings }`); the municipality is IBGE's",
    tag,
    body: BrazilSettingsRequest,
    response: jsonResponse(SettingsSavedResponse),
    errors: { ValidationFailed },
    handler: ({ caller, body, facts }) =>
      saveBrazilSettings({ userId: caller.user.id, settings: body.settings }).pipe(
        Effect.map(() => ({
          success: true as const,
          message: errorMessage("brazilsettings.savesuccess", facts.language),
        })),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/sefaz/nfse-settings",
    auth: "required",
    summary: "The NFS-e settings (DPS series, service code, ISS); `data` is null until first saved",
    tag,
    response: jsonResponse(NfseSettingsResponse),
    errors: {},
    handler: ({ caller }) =>
      getNfseSettings(caller.user.id).pipe(
        Effect.map((data) => ({ success: true as const, data })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/sefaz/nfse-settings",
    auth: "required",
    summary: "Replace the NFS-e settings (body `{ settings }`)",
    tag,
    body: NfseSettingsRequest,
    response: jsonResponse(SettingsSavedResponse),
    errors: { ValidationFailed },
    handler: ({ caller, body, facts }) =>
      saveNfseSettings({ userId: caller.user.id, settings: body.settings }).pipe(
        Effect.map(() => ({
          success: true as const,
          message: errorMessage("brazilsettings.savesuccess", facts.language),
        })),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/sefaz/certificate",
    auth: "required",
    summary: "The A1 certificate's holder and validity (never the file); `data` null without one",
    tag,
    response: jsonResponse(NfeCertificateResponse),
    errors: {},
    handler: ({ caller }) =>
      getNfeCertificate(caller.user.id).pipe(
        Effect.map((data) => ({ success: true as const, data })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/sefaz/certificate",
    auth: "required",
    summary:
      "Upload the A1 certificate (multipart: file `certificate`, field `password`): checked, sealed",
    tag,
    body: NfeCertificateUploadFields,
    upload: {
      field: "certificate",
      maxBytes: MAX_CERTIFICATE_BYTES,
      tooLarge: "brazil.certificate.filetoolarge",
    },
    response: jsonResponse(NfeCertificateUploadResponse),
    errors: {
      ...certificateErrors,
      NfeSettingsMissing,
      ValidationFailed,
    },
    handler: ({ caller, body, file }) =>
      uploadNfeCertificate({
        userId: caller.user.id,
        pfx: file === null ? null : file.bytes,
        password: body.password,
      }).pipe(Effect.map((data) => ({ success: true as const, data }))),
  }),
  defineRoute({
    method: "delete",
    path: "/api/sefaz/certificate",
    auth: "required",
    summary: "Forget the A1 certificate; NF-e then go to the sandbox",
    tag,
    response: emptyResponse,
    errors: {},
    handler: ({ caller }) => deleteNfeCertificate(caller.user.id),
  }),
  defineRoute({
    method: "get",
    path: "/api/brazil/municipalities",
    auth: "required",
    summary: "IBGE municipalities whose name contains `q` (accents and case ignored), in `uf`",
    tag,
    query: MunicipalitySearchQuery,
    response: jsonResponse(MunicipalitySearchResponse),
    errors: {},
    handler: ({ query }) =>
      searchMunicipalities(query).pipe(Effect.map(municipalitySearchResponse)),
  }),
  defineRoute({
    method: "post",
    path: "/api/e-invoice/brazil/submit",
    auth: "required",
    summary:
      "Build, sign and submit the NF-e of a stored BRL invoice (`invoiceData` is not used); SEFAZ's answer",
    tag,
    body: BrazilSubmitRequest,
    response: jsonResponse(BrazilSubmitResponse),
    errors: {
      ...certificateErrors,
      ClientNotFound,
      InvoiceNotFound,
      InvoiceOfServices,
      MixedGoodsAndServices,
      NfeCurrencyNotBrl,
      NfePrerequisitesMissing,
      NfeSettingsMissing,
      SefazUnavailable,
      UserNotFound,
    },
    handler: ({ caller, body, facts }) =>
      submitNfe({
        userId: caller.user.id,
        invoiceId: body.invoiceId,
        sandboxHeader: facts.sandboxHeader,
        trigger: "manual",
      }).pipe(Effect.map(brazilSubmitResponse)),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/nfe-submissions",
    auth: "required",
    summary: "The invoice's NF-e submissions and SEFAZ's answers, newest first",
    tag,
    params: invoiceIdParams,
    response: jsonResponse(NfeSubmissionsResponse),
    errors: { InvoiceNotFound },
    handler: ({ caller, params }) => listNfeSubmissions({ userId: caller.user.id, id: params.id }),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/nfe.xml",
    auth: "required",
    summary: "The authorised NF-e (nfeProc: signed NF-e and protocol); 404 before authorisation",
    tag,
    params: invoiceIdParams,
    response: fileResponse("application/xml"),
    errors: { InvoiceNotFound, NfeNotAuthorized },
    handler: ({ caller, params }) =>
      getNfeXml({ userId: caller.user.id, id: params.id }).pipe(Effect.map(xmlDownload)),
  }),
  defineRoute({
    method: "post",
    path: "/api/invoices/:id/nfe/cancel",
    auth: "required",
    summary:
      "Cancel the invoice's authorised NF-e (event 110111, within 24 h; `justification` 15–255 characters) and, once SEFAZ registers it, the invoice; SEFAZ's code and reason",
    tag,
    params: invoiceIdParams,
    body: NfeCancelRequest,
    response: jsonResponse(NfeEventResponse),
    errors: { ...eventErrors, NfeCancellationWindowClosed },
    handler: ({ caller, params, body }) =>
      cancelNfe({
        userId: caller.user.id,
        invoiceId: params.id,
        justification: body.justification,
      }).pipe(Effect.map(nfeEventResponse)),
  }),
  defineRoute({
    method: "post",
    path: "/api/invoices/:id/nfe/correction",
    auth: "required",
    summary:
      "Send a correction letter (CC-e, event 110110; `text` 15–1000 characters) for the invoice's authorised NF-e; SEFAZ's code and reason",
    tag,
    params: invoiceIdParams,
    body: NfeCorrectionRequest,
    response: jsonResponse(NfeEventResponse),
    errors: { ...eventErrors, NfeCorrectionLimitReached },
    handler: ({ caller, params, body }) =>
      correctNfe({ userId: caller.user.id, invoiceId: params.id, text: body.text }).pipe(
        Effect.map(nfeEventResponse),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/nfe-events",
    auth: "required",
    summary: "The invoice's NF-e events (cancellation, CC-e) with SEFAZ's answers, newest first",
    tag,
    params: invoiceIdParams,
    response: jsonResponse(NfeEventsResponse),
    errors: { InvoiceNotFound },
    handler: ({ caller, params }) => listNfeEvents({ userId: caller.user.id, id: params.id }),
  }),
  defineRoute({
    method: "post",
    path: "/api/brazil/nfe/void-range",
    auth: "required",
    summary:
      "Void a range of unused NF-e numbers (inutilização: `serie`, `from`, `to`, `justification` 15–255 characters); SEFAZ's code and reason",
    tag,
    body: NfeVoidRangeRequest,
    response: jsonResponse(NfeEventResponse),
    errors: { ...eventErrors, NfePrerequisitesMissing },
    handler: ({ caller, body, facts }) =>
      voidNfeRange({
        userId: caller.user.id,
        request: body,
        sandboxHeader: facts.sandboxHeader,
      }).pipe(Effect.map(nfeEventResponse)),
  }),
  defineRoute({
    method: "get",
    path: "/api/brazil/nfe/voidings",
    auth: "required",
    summary: "The voided NF-e number ranges (inutilizações) with SEFAZ's answers, newest first",
    tag,
    response: jsonResponse(NfeEventsResponse),
    errors: {},
    handler: ({ caller }) => listNfeVoidings(caller.user.id),
  }),
  defineRoute({
    method: "get",
    path: "/api/brazil/nfe-events/:id/event.xml",
    auth: "required",
    summary:
      "An NF-e event's XML: procEventoNFe or ProcInutNFe once registered, else the signed request",
    tag,
    params: eventId,
    response: fileResponse("application/xml"),
    errors: { NfeEventNotFound },
    handler: ({ caller, params }) =>
      getNfeEventXml({ userId: caller.user.id, id: params.id }).pipe(Effect.map(xmlDownload)),
  }),
  defineRoute({
    method: "get",
    path: "/api/invoices/:id/danfe.pdf",
    auth: "required",
    summary: "The DANFE of the authorised NF-e (SEM VALOR FISCAL in homologation)",
    tag,
    params: invoiceIdParams,
    response: fileResponse("application/pdf"),
    errors: { InvoiceNotFound, NfeNotAuthorized },
    handler: ({ caller, params }) =>
      getDanfe({ userId: caller.user.id, id: params.id }).pipe(Effect.map(pdfDownload)),
  }),
];
