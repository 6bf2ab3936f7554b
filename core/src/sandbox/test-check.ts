import type { TestCheck, TestResultStatus } from "./test-result.ts";

/** A check of a test run; `params` fill the placeholders of its message key. */
export const testCheck = (
  name: string,
  status: TestResultStatus,
  message: string,
  params?: Readonly<Record<string, string>>,
): TestCheck =>
  params === undefined ? { name, status, message } : { name, status, message, params };

/**
 * One error check per refused field of a document the builder would not write: the problem's
 * i18n key as message, the field as parameter.
 */
export const refusedFieldChecks = (
  name: string,
  fields: Readonly<Record<string, string>>,
): ReadonlyArray<TestCheck> =>
  Object.entries(fields).map(([field, key]) => testCheck(name, "error", key, { field }));
