import { TestResultRepository } from "../ports/test-result-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** How many of the latest runs the sandbox page lists. */
export const SANDBOX_RESULTS_LIMIT = 50;

/** The user's sandbox test results, newest first. */
export const listSandboxTestResults = (userId: UserId) =>
  TestResultRepository.use((results) => results.latest(userId, SANDBOX_RESULTS_LIMIT));
