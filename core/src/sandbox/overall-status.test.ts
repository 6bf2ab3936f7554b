import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { overallStatus } from "./overall-status.ts";
import { type TestCheck, testResultStatuses } from "./test-result.ts";

const check = fc.record({
  name: fc.string(),
  status: fc.constantFrom(...testResultStatuses),
  message: fc.string(),
});
const named = (status: TestCheck["status"]): TestCheck => ({ name: "c", status, message: "" });

describe("overallStatus", () => {
  it("is success when every check succeeded, or when there is none", () => {
    expect(overallStatus([named("success"), named("success")])).toBe("success");
    expect(overallStatus([])).toBe("success");
  });
  it("is warning when the worst check warned", () => {
    expect(overallStatus([named("success"), named("warning")])).toBe("warning");
  });
  it("is error when any check failed", () => {
    expect(overallStatus([named("warning"), named("error"), named("success")])).toBe("error");
  });
  test.prop([fc.array(check)])("does not depend on the order of the checks", (checks) => {
    expect(overallStatus([...checks].reverse())).toBe(overallStatus(checks));
  });
  test.prop([fc.array(check), check])(
    "never gets milder when a check is added",
    (checks, extra) => {
      const rank = (status: string) => testResultStatuses.indexOf(status as TestCheck["status"]);
      expect(rank(overallStatus([...checks, extra]))).toBeGreaterThanOrEqual(
        rank(overallStatus(checks)),
      );
    },
  );
});
