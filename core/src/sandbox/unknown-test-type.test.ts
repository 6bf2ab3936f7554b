import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { TestResult } from "./test-result.ts";
import { parseTestType } from "./unknown-test-type.ts";

describe("parseTestType", () => {
  it.each(["france", "brazil"])("reads %s", (value) => {
    expect(parseTestType(value)).toEqual(Result.succeed(value));
  });
  it("fails on any other type with sandbox.errors.unknowntesttype", () => {
    const result = parseTestType("germany");
    expect(Result.isFailure(result) && [result.failure.key, result.failure.testType]).toEqual([
      "sandbox.errors.unknowntesttype",
      "germany",
    ]);
  });
});

describe("TestResult", () => {
  const result = {
    id: "t1",
    testType: "france",
    status: "warning",
    timestamp: "2026-03-01T10:00:00.000Z",
    details: [{ name: "xsd", status: "warning", message: "BR-FR-12" }],
  };
  it("decodes a stored run", () => {
    expect(Schema.decodeUnknownSync(TestResult)(result)).toEqual(result);
  });
  it("refuses an unknown test type and a timestamp that is not an instant", () => {
    expect(
      decodeFields(TestResult)({ ...result, testType: "spain", timestamp: "yesterday" }),
    ).toEqual({
      fields: { testType: "sandbox.errors.unknowntesttype", timestamp: "calendar.invalidinstant" },
    });
  });
});
