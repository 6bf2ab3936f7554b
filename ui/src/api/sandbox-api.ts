import { TestResultsResponse, TestRunResponse, type TestType } from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

/** The sandbox page's calls (docs/PRODUCT-RULES.md#sandbox): the test runs and their results. */
export const sandboxApi = {
  results: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(TestResultsResponse, "/e-invoice/sandbox/tests", options),
  /** Runs the France or Brazil test against the sandbox; the stored result. */
  run: (testType: TestType) => api.post(TestRunResponse, "/e-invoice/sandbox/tests", { testType }),
};
