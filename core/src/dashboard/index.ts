export * from "./build-dashboard-data.ts";
export * from "./dashboard-data.ts";
export * from "./dashboard-rules.ts";
export * from "./overdue-ranking.ts";
export * from "./per-currency.ts";
