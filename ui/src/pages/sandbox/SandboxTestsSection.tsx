import { type TestResultsResponse, type TestType, testTypes } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { sandboxApi } from "../../api/sandbox-api.ts";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useAppQueryClient } from "../../queries/query-client.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./sandbox.module.css";
import { type FailedRun, TestResultList } from "./TestResultList.tsx";
import { outcomeMessages } from "./test-outcome.ts";

const resultsKey = ["sandbox", "results"];

/**
 * What the last run of a test type said, in the catalogue's words (docs/PRODUCT-RULES.md#sandbox).
 */
type Outcome = { readonly text: string; readonly tone: "success" | "warning" | "error" };

const unreached = (error: unknown): boolean =>
  error instanceof ApiError && (error.failure === "network" || error.failure === "timeout");

let failedRuns = 0;

/**
 * The France and Brazil test runs and the results list (docs/PRODUCT-RULES.md#sandbox): a finished
 * run shows Test completed successfully, with warnings, or Test failed, and joins the list; a run
 * that could not happen adds an error entry with the server's message, or Test failed due to
 * network error.
 */
export const SandboxTestsSection = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useAppQueryClient();
  const loaded = useApiQuery({
    queryKey: resultsKey,
    queryFn: ({ signal }) => sandboxApi.results({ signal }),
  });
  const [running, setRunning] = useState<TestType | null>(null);
  const [failed, setFailed] = useState<ReadonlyArray<FailedRun>>([]);
  const [outcomes, setOutcomes] = useState<Partial<Record<TestType, Outcome>>>({});

  const run = async (testType: TestType) => {
    setRunning(testType);
    try {
      const { data } = await sandboxApi.run(testType);
      const text = t(outcomeMessages[data.status]);
      setOutcomes((shown) => ({ ...shown, [testType]: { text, tone: data.status } }));
      // The stored result joins the list at once, newest first.
      queryClient.setQueryData<TestResultsResponse>(
        resultsKey,
        (results) => results && { ...results, data: [data, ...results.data] },
      );
      if (data.status === "success") toast.success(text);
      else if (data.status === "warning") toast.info(text);
      else toast.error(text);
    } catch (error) {
      const reason = unreached(error)
        ? t("sandbox.networkerror")
        : errorText(error, "sandbox.errors.runfailed");
      failedRuns += 1;
      setFailed((runs) => [{ id: `failed-${failedRuns}`, testType, reason }, ...runs]);
      setOutcomes((shown) => ({ ...shown, [testType]: { text: reason, tone: "error" } }));
      toast.error(reason);
    } finally {
      setRunning(null);
    }
  };

  return (
    <>
      <section className="card" aria-labelledby="sandbox-tests-title">
        <h2 id="sandbox-tests-title">{t("sandbox.tests.title")}</h2>
        <p className={styles.muted}>{t("sandbox.tests.description")}</p>
        <div className={styles.tests}>
          {testTypes.map((testType) => (
            <div key={testType} className={styles.test}>
              <h3>{t(`sandbox.tests.${testType}.title`)}</h3>
              <p className={styles.muted}>{t(`sandbox.tests.${testType}.description`)}</p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={running !== null}
                onClick={() => void run(testType)}
              >
                {running === testType
                  ? t("sandbox.tests.running")
                  : t(`sandbox.tests.${testType}.run`)}
              </button>
              <p role="status" className={styles.outcome} data-tone={outcomes[testType]?.tone}>
                {outcomes[testType]?.text ?? ""}
              </p>
            </div>
          ))}
        </div>
      </section>
      <section className="card" aria-labelledby="sandbox-results-title">
        <h2 id="sandbox-results-title">{t("sandbox.results.title")}</h2>
        <QueryView query={loaded} failureKey="sandbox.errors.fetchresults">
          {(results) => <TestResultList failed={failed} results={results.data} />}
        </QueryView>
      </section>
    </>
  );
};
