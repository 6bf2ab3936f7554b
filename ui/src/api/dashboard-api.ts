import { DashboardData } from "@invoicing/core";
import { Schema } from "effect";
import { api, type CallOptions } from "./client.ts";

/**
 * Answer of `GET /api/dashboard`: the figures are under `data.data` (docs/PRODUCT-RULES.md#api).
 */
const DashboardAnswer = Schema.Struct({ success: Schema.Literal(true), data: DashboardData });

/** The dashboard call. */
export const dashboardApi = {
  get: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(DashboardAnswer, "/dashboard", options),
};
