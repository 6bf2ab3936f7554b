import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";

/** The e-invoicing test runs the sandbox page offers: one for France, one for Brazil. */
export const testTypes = ["france", "brazil"] as const;

/** The country whose e-invoicing a sandbox test exercises. */
export const TestType = Schema.Literals(testTypes).annotate({
  message: "sandbox.errors.unknowntesttype",
});
export type TestType = typeof TestType.Type;

/**
 * The statuses of a test and of each of its checks, mildest first (docs/PRODUCT-RULES.md#sandbox).
 */
export const testResultStatuses = ["success", "warning", "error"] as const;

/** How a test or one of its checks went. */
export const TestResultStatus = Schema.Literals(testResultStatuses);
export type TestResultStatus = typeof TestResultStatus.Type;

/**
 * One check of a test run and its outcome. `name` and `message` are i18n keys of our own checks
 * (`sandbox.checks.platform`, `sandbox.outcomes.deposited` with `params`), or the words of an
 * outside validator: a failed rule's id and text, SEFAZ's reason.
 */
export const TestCheck = Schema.Struct({
  name: Schema.String,
  status: TestResultStatus,
  message: Schema.String,
  params: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
});
export type TestCheck = typeof TestCheck.Type;

/**
 * A stored test run of one user (docs/PRODUCT-RULES.md#sandbox): its overall status and every
 * check.
 */
export const TestResult = Schema.Struct({
  id: Schema.NonEmptyString,
  testType: TestType,
  status: TestResultStatus,
  timestamp: Instant,
  details: Schema.Array(TestCheck),
});
export type TestResult = typeof TestResult.Type;
