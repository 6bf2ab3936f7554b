import {
  FacturXSubmissionsResponse,
  type FranceSettings,
  FranceSettingsResponse,
  FranceSubmitResponse,
  SettingsSavedResponse,
  VatRatesResponse,
} from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/**
 * The France calls (docs/PRODUCT-RULES.md#e-invoicing-france): settings, VAT rates, Factur-X,
 * platform submissions.
 */
export const franceApi = {
  settings: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(FranceSettingsResponse, "/france/settings", options),
  /** Saves settings the form decoded with the core's `FranceSettings`; the server checks again. */
  saveSettings: (settings: FranceSettings) =>
    api.post(SettingsSavedResponse, "/france/settings", { settings }),
  vatRates: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(VatRatesResponse, "/france/vat-rates", options),
  /** Deposits the stored invoice's Factur-X on the platform; a rejection is an answer. */
  submit: (invoiceId: string) =>
    api.post(FranceSubmitResponse, "/e-invoice/france/submit", { invoiceId }),
  submissions: (invoiceId: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(FacturXSubmissionsResponse, `${invoicePath(invoiceId)}/factur-x-submissions`, options),
  facturXXml: (invoiceId: string) => api.download(`${invoicePath(invoiceId)}/factur-x.xml`),
};
