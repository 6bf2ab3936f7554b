import { Schema } from "effect";
import { TestResult, TestType } from "./test-result.ts";

/** Body of a test run: which country's e-invoicing to test (unknown: sandbox.errors.unknowntesttype). */
export const TestRunRequest = Schema.Struct({ testType: TestType });
export type TestRunRequest = typeof TestRunRequest.Type;

/** Answer of a test run: the stored result. */
export const TestRunResponse = Schema.Struct({ success: Schema.Literal(true), data: TestResult });
export type TestRunResponse = typeof TestRunResponse.Type;

/** Answer of the results list: the user's runs, newest first. */
export const TestResultsResponse = Schema.Struct({
  success: Schema.Literal(true),
  data: Schema.Array(TestResult),
});
export type TestResultsResponse = typeof TestResultsResponse.Type;
