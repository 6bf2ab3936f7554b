import type { DashboardData } from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

/** The dashboard call (spec §7: the figures are under `data.data`). */
export const dashboardApi = {
  get: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get<{ readonly success: true; readonly data: DashboardData }>("/dashboard", options),
};
