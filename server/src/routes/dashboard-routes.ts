import { DashboardResponse, dashboard } from "@invoicing/core";
import { Effect } from "effect";
import { defineRoute, jsonResponse } from "./define-route.ts";

/** The dashboard, computed by the database per currency (docs/PRODUCT-RULES.md#dashboard). */
export const dashboardRoutes = [
  defineRoute({
    method: "get",
    path: "/api/dashboard",
    auth: "required",
    summary: "Today's revenue, overdue and recent invoices, and the all-time totals, per currency",
    tag: "dashboard",
    response: jsonResponse(DashboardResponse),
    errors: {},
    handler: ({ caller }) =>
      dashboard(caller.user).pipe(Effect.map((data) => ({ success: true as const, data }))),
  }),
];
