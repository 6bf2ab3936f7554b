import { DashboardResponse } from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

/** The dashboard call: the figures are under `data.data` (docs/PRODUCT-RULES.md#api). */
export const dashboardApi = {
  get: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(DashboardResponse, "/dashboard", options),
};
