import {
  type ChorusProSettingsRequest,
  ChorusProSettingsResponse,
  InvoiceLifecycleResponse,
  type PaSettingsRequest,
  PaSettingsResponse,
} from "@invoicing/core";
import { API_BASE, api, type CallOptions } from "./client.ts";

/**
 * The Plateforme Agréée calls (docs/FRANCE-PA.md): the user's PA settings, the user's own Chorus
 * Pro account, an invoice's lifecycle statuses, and the CDAR we emitted for one of them.
 */
export const paApi = {
  settings: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(PaSettingsResponse, "/france/pa/settings", options),
  saveSettings: (settings: typeof PaSettingsRequest.Encoded) =>
    api.put(PaSettingsResponse, "/france/pa/settings", settings),
  chorusProSettings: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(ChorusProSettingsResponse, "/france/chorus-pro/settings", options),
  saveChorusProSettings: (settings: typeof ChorusProSettingsRequest.Encoded) =>
    api.put(ChorusProSettingsResponse, "/france/chorus-pro/settings", settings),
  lifecycle: (invoiceId: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(
      InvoiceLifecycleResponse,
      `/invoices/${encodeURIComponent(invoiceId)}/lifecycle`,
      options,
    ),
  /** Asks the user's PA for new statuses now; the invoice's statuses. */
  refreshLifecycle: (invoiceId: string) =>
    api.post(
      InvoiceLifecycleResponse,
      `/invoices/${encodeURIComponent(invoiceId)}/lifecycle/refresh`,
    ),
  /** Downloads a CDAR by the `xmlUrl` the lifecycle gave. */
  cdar: (xmlUrl: string) => api.download(xmlUrl.slice(API_BASE.length)),
};
