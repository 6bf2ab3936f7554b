import { InvoiceTemplate } from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

/** The invoice template calls: the layout and accent colour of the user's PDFs. */
export const templatesApi = {
  get: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(InvoiceTemplate, "/user/invoice-template", options),
  save: (body: InvoiceTemplate) => api.put(InvoiceTemplate, "/user/invoice-template", body),
};
