import {
  type BrazilSettingsRequest,
  BrazilSettingsResponse,
  BrazilSubmitResponse,
  MunicipalitySearchResponse,
  NfeCertificateResponse,
  NfeCertificateUploadResponse,
  NfeEventResponse,
  NfeEventsResponse,
  NfeSubmissionsResponse,
  type NfeVoidRangeRequest,
  type NfseSettingsRequest,
  NfseSettingsResponse,
  SettingsSavedResponse,
  type UfCode,
} from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/**
 * The Brazil calls (docs/PRODUCT-RULES.md#e-invoicing-brazil): settings, certificate,
 * municipalities, NF-e.
 */
export const brazilApi = {
  settings: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(BrazilSettingsResponse, "/sefaz/settings", options),
  saveSettings: (body: BrazilSettingsRequest) =>
    api.post(SettingsSavedResponse, "/sefaz/settings", body),
  nfseSettings: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(NfseSettingsResponse, "/sefaz/nfse-settings", options),
  saveNfseSettings: (body: NfseSettingsRequest) =>
    api.post(SettingsSavedResponse, "/sefaz/nfse-settings", body),
  certificate: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(NfeCertificateResponse, "/sefaz/certificate", options),
  /** Sends the PFX as the multipart field `certificate`, with its `password`. */
  uploadCertificate: (file: Blob, password: string) => {
    const form = new FormData();
    form.append("certificate", file);
    form.append("password", password);
    return api.post(NfeCertificateUploadResponse, "/sefaz/certificate", form);
  },
  deleteCertificate: () => api.send("DELETE", "/sefaz/certificate"),
  /** IBGE municipalities of `uf` whose name contains `q`, at most 20. */
  municipalities: (uf: UfCode, q: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(MunicipalitySearchResponse, "/brazil/municipalities", {
      ...options,
      query: { uf, q },
    }),
  /**
   * Builds, signs and submits the invoice's NF-e; the server reads everything it needs (the
   * client adds `x-sandbox-mode`, as to every call).
   */
  submit: (invoiceId: string) =>
    api.post(BrazilSubmitResponse, "/e-invoice/brazil/submit", { invoiceId }),
  submissions: (invoiceId: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(NfeSubmissionsResponse, `${invoicePath(invoiceId)}/nfe-submissions`, options),
  nfeXml: (invoiceId: string) => api.download(`${invoicePath(invoiceId)}/nfe.xml`),
  danfe: (invoiceId: string) => api.download(`${invoicePath(invoiceId)}/danfe.pdf`),
  /** The invoice's NF-e events (cancellation, correction letters), newest first. */
  events: (invoiceId: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(NfeEventsResponse, `${invoicePath(invoiceId)}/nfe-events`, options),
  cancelNfe: (invoiceId: string, justification: string) =>
    api.post(NfeEventResponse, `${invoicePath(invoiceId)}/nfe/cancel`, { justification }),
  correctNfe: (invoiceId: string, text: string) =>
    api.post(NfeEventResponse, `${invoicePath(invoiceId)}/nfe/correction`, { text }),
  voidRange: (body: NfeVoidRangeRequest) =>
    api.post(NfeEventResponse, "/brazil/nfe/void-range", body),
  voidings: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(NfeEventsResponse, "/brazil/nfe/voidings", options),
  /** An event's XML, at the `xmlUrl` the server gave (`/api/…`). */
  eventXml: (xmlUrl: string) => api.download(xmlUrl.replace(/^\/api/u, "")),
};
