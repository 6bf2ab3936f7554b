import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { TestResultRepository } from "../ports/test-result-repository.ts";
import { overallStatus } from "../sandbox/overall-status.ts";
import type { TestResult } from "../sandbox/test-result.ts";
import { parseTestType } from "../sandbox/unknown-test-type.ts";
import type { UserId } from "../users/user-id.ts";
import { runBrazilSandboxTest } from "./run-brazil-sandbox-test.ts";
import { runFranceSandboxTest } from "./run-france-sandbox-test.ts";

/**
 * Runs one of the sandbox page's e-invoicing tests for the user and keeps its result: the
 * checks, and the worst of them as the run's status. UnknownTestType for any type but france and
 * brazil. The France run deposits on the FrenchPlatform provided, which the caller makes the
 * sandbox.
 */
export const runSandboxTest = (input: { readonly userId: UserId; readonly testType: string }) =>
  Effect.gen(function* () {
    const testType = yield* Effect.fromResult(parseTestType(input.testType));
    const started = yield* (yield* Clock).now;
    const details =
      testType === "france"
        ? yield* runFranceSandboxTest(input.userId)
        : yield* runBrazilSandboxTest(input.userId);
    const result: TestResult = {
      id: yield* (yield* IdGenerator).next,
      testType,
      status: overallStatus(details),
      timestamp: started,
      details,
    };
    yield* TestResultRepository.use((results) => results.save(input.userId, result));
    return result;
  });
