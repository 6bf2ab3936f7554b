import {
  CatalogueItemJson,
  type CatalogueItemRequest,
  CatalogueListResponse,
} from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

const itemPath = (id: string) => `/catalogue-items/${encodeURIComponent(id)}`;

/** The catalogue calls (docs/PRODUCT-RULES.md#catalogue): the whole list, by name. */
export const catalogueApi = {
  list: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(CatalogueListResponse, "/catalogue-items", options),
  create: (body: CatalogueItemRequest) => api.post(CatalogueItemJson, "/catalogue-items", body),
  update: (id: string, body: CatalogueItemRequest) =>
    api.put(CatalogueItemJson, itemPath(id), body),
  remove: (id: string) => api.send("DELETE", itemPath(id)),
};
