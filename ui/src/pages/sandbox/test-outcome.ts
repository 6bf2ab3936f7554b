import type { TestResultStatus, TestType } from "@invoicing/core";

/** The message for a finished run of each status (docs/PRODUCT-RULES.md#sandbox). */
export const outcomeMessages: Readonly<Record<TestResultStatus, string>> = {
  success: "sandbox.testsuccess",
  warning: "sandbox.testwarnings",
  error: "sandbox.testfailed",
};

/** The label of each status's badge. */
export const statusLabels: Readonly<Record<TestResultStatus, string>> = {
  success: "sandbox.status.success",
  warning: "sandbox.status.warning",
  error: "sandbox.status.error",
};

/** The country each test type exercises. */
export const testTypeLabels: Readonly<Record<TestType, string>> = {
  france: "sandbox.results.france",
  brazil: "sandbox.results.brazil",
};

const I18N_KEY = /^[a-z]+(\.[a-z0-9]+)+$/u;

/**
 * Whether a check's name or message is one of our i18n keys (`sandbox.outcomes.deposited`),
 * rather than an outside validator's words (a rule id such as `BR-FR-10_BT-30`, its text).
 */
export const isMessageKey = (text: string): boolean => I18N_KEY.test(text);
