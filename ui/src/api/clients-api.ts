import { type ClientInput, ClientJson, ClientListResponse } from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

const clientPath = (id: string) => `/clients/${encodeURIComponent(id)}`;

/**
 * The client calls (docs/PRODUCT-RULES.md#api); the list is searched (`q`: name, e-mail, company)
 * and paged.
 */
export const clientsApi = {
  list: (
    query: { readonly q: string; readonly page: number; readonly pageSize: number },
    options: Pick<CallOptions, "signal"> = {},
  ) => api.get(ClientListResponse, "/clients", { ...options, query }),
  get: (id: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(ClientJson, clientPath(id), options),
  create: (body: ClientInput) => api.post(ClientJson, "/clients", body),
  update: (id: string, body: ClientInput) => api.put(ClientJson, clientPath(id), body),
  remove: (id: string) => api.send("DELETE", clientPath(id)),
};
