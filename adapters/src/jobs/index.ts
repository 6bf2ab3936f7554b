export * from "./pg-boss-jobs.ts";
