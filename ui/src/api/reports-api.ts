import { ReportsData } from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

/** The reports call: the last `months` months up to the current one (the core's `ReportsData`). */
export const reportsApi = {
  get: (months: number, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(ReportsData, "/reports", { ...options, query: { months } }),
};
