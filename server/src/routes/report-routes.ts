import { ReportsData, ReportsQuery, reports, UserNotFound } from "@invoicing/core";
import { defineRoute, jsonResponse } from "./define-route.ts";

/** The reports, computed by the database per currency (docs/PRODUCT-RULES.md#dashboard). */
export const reportRoutes = [
  defineRoute({
    method: "get",
    path: "/api/reports",
    auth: "required",
    summary:
      "Revenue by month (invoiced and received) over the last `months` months, and what each client owes, per currency",
    tag: "reports",
    query: ReportsQuery,
    response: jsonResponse(ReportsData),
    errors: { UserNotFound },
    handler: ({ caller, query }) => reports(caller.user.id, query),
  }),
];
