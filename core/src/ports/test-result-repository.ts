import { Context, type Effect } from "effect";
import type { TestResult } from "../sandbox/test-result.ts";
import type { UserId } from "../users/user-id.ts";

/** A user's sandbox test runs (docs/PRODUCT-RULES.md#sandbox). Storage failures are defects. */
export class TestResultRepository extends Context.Service<
  TestResultRepository,
  {
    readonly save: (userId: UserId, result: TestResult) => Effect.Effect<void>;
    /** The user's latest runs, newest first, at most `limit` of them. */
    readonly latest: (userId: UserId, limit: number) => Effect.Effect<ReadonlyArray<TestResult>>;
  }
>()("@invoicing/core/TestResultRepository") {}
