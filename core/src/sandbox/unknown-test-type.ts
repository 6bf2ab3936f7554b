import { Result, Schema } from "effect";
import { TestType } from "./test-result.ts";

/**
 * A test run was asked for a type other than france or brazil (docs/PRODUCT-RULES.md#sandbox):
 * there is no such test.
 */
export class UnknownTestType extends Schema.TaggedError<UnknownTestType>()("UnknownTestType", {
  testType: Schema.String,
}) {
  readonly key: string = "sandbox.errors.unknowntesttype";
}

const isTestType = Schema.is(TestType);

/** Reads a test type from a path segment or body field. */
export const parseTestType = (value: string): Result.Result<TestType, UnknownTestType> =>
  isTestType(value) ? Result.succeed(value) : Result.fail(new UnknownTestType({ testType: value }));
