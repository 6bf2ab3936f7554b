import type { TestCheck, TestResult, TestType } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./sandbox.module.css";
import { isMessageKey, statusLabels, testTypeLabels } from "./test-outcome.ts";

/**
 * A run that did not happen: the request failed, with the reason to show
 * (docs/PRODUCT-RULES.md#sandbox).
 */
export interface FailedRun {
  readonly id: string;
  readonly testType: TestType;
  readonly reason: string;
}

/** One check: our own named and worded in the interface's language, a rule by its id and text. */
const CheckItem = ({ check }: { readonly check: TestCheck }) => {
  const { t } = useTranslation();
  return (
    <li className={styles.check} data-status={check.status}>
      <span className={styles.checkStatus}>{t(statusLabels[check.status])}</span>
      {isMessageKey(check.name) ? (
        <strong>{t(check.name)}</strong>
      ) : (
        <code className={styles.ruleId}>{check.name}</code>
      )}
      <span className={styles.checkMessage}>
        {isMessageKey(check.message) ? t(check.message, check.params ?? {}) : check.message}
      </span>
    </li>
  );
};

// A result's checks never change; a rule may fire at several places, told apart by location.
const checkKey = (check: TestCheck): string =>
  `${check.name} ${check.params?.location ?? ""} ${check.message}`;

const ResultItem = ({ result }: { readonly result: TestResult }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <li className={styles.result}>
      <div className={styles.resultHeader}>
        <h3>{t(testTypeLabels[result.testType])}</h3>
        <span className={styles.badge} data-status={result.status}>
          {t(statusLabels[result.status])}
        </span>
        <time dateTime={result.timestamp}>{format.dateTime(result.timestamp)}</time>
      </div>
      <ul className={styles.checks} aria-label={t("sandbox.results.checks")}>
        {result.details.map((check) => (
          <CheckItem key={checkKey(check)} check={check} />
        ))}
      </ul>
    </li>
  );
};

/**
 * The results list, newest first: runs that failed to happen in this visit (an error entry with
 * the server's message or the network error), then the stored results.
 */
export const TestResultList = ({
  failed,
  results,
}: {
  readonly failed: ReadonlyArray<FailedRun>;
  readonly results: ReadonlyArray<TestResult>;
}) => {
  const { t } = useTranslation();
  if (failed.length === 0 && results.length === 0) {
    return <p className={styles.muted}>{t("sandbox.results.empty")}</p>;
  }
  return (
    <ul className={styles.results}>
      {failed.map((run) => (
        <li key={run.id} className={styles.result}>
          <div className={styles.resultHeader}>
            <h3>{t(testTypeLabels[run.testType])}</h3>
            <span className={styles.badge} data-status="error">
              {t(statusLabels.error)}
            </span>
          </div>
          <p className={styles.checkMessage}>{run.reason}</p>
        </li>
      ))}
      {results.map((result) => (
        <ResultItem key={result.id} result={result} />
      ))}
    </ul>
  );
};
