export * from "./overall-status.ts";
export * from "./test-result.ts";
export * from "./test-results-response.ts";
export * from "./unknown-test-type.ts";
