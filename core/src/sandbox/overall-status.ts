import { type TestCheck, type TestResultStatus, testResultStatuses } from "./test-result.ts";

/**
 * The status of a test run: its worst check's (any error makes an error, else any warning a
 * warning). A run without checks verified nothing that failed, so it succeeds.
 */
export const overallStatus = (checks: ReadonlyArray<TestCheck>): TestResultStatus =>
  checks.reduce<TestResultStatus>(
    (worst, check) =>
      testResultStatuses.indexOf(check.status) > testResultStatuses.indexOf(worst)
        ? check.status
        : worst,
    "success",
  );
