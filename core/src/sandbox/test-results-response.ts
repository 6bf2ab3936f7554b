import { Schema } from "effect";
import { TestResult } from "./test-result.ts";

/** Answer of a test run: the stored result. */
export const TestRunResponse = Schema.Struct({ success: Schema.Literal(true), data: TestResult });
export type TestRunResponse = typeof TestRunResponse.Type;

/** Answer of the results list: the user's runs, newest first. */
export const TestResultsResponse = Schema.Struct({
  success: Schema.Literal(true),
  data: Schema.Array(TestResult),
});
export type TestResultsResponse = typeof TestResultsResponse.Type;
