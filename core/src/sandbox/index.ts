export * from "./overall-status.ts";
export * from "./sample-clients.ts";
export * from "./sample-invoice.ts";
export * from "./test-check.ts";
export * from "./test-result.ts";
export * from "./test-results-response.ts";
export * from "./unknown-test-type.ts";
