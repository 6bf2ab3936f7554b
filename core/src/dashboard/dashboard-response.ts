import { Schema } from "effect";
import { DashboardData } from "./dashboard-data.ts";

/** The dashboard's answer: the figures are under `data` (docs/PRODUCT-RULES.md#api). */
export const DashboardResponse = Schema.Struct({
  success: Schema.Literal(true),
  data: DashboardData,
});
export type DashboardResponse = typeof DashboardResponse.Type;
