export * from "./build-reports-data.ts";
export * from "./report-order.ts";
export * from "./report-period.ts";
export * from "./report-rules.ts";
export * from "./reports-data.ts";
export * from "./reports-query.ts";
export * from "./year-month.ts";
