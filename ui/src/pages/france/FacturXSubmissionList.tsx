import type { FacturXSubmission, FacturXSubmissionStatus } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./factur-x-submissions.module.css";

/** The i18n key of each submission status. */
const statusLabels: Readonly<Record<FacturXSubmissionStatus, string>> = {
  deposited: "einvoicing.submissions.status.deposited",
  issued: "einvoicing.submissions.status.issued",
  received: "einvoicing.submissions.status.received",
  madeAvailable: "einvoicing.submissions.status.madeavailable",
  rejected: "einvoicing.submissions.status.rejected",
  failed: "einvoicing.submissions.status.failed",
};

const environmentLabels = {
  sandbox: "einvoicing.submissions.environment.sandbox",
  production: "einvoicing.submissions.environment.production",
} as const;

const triggerLabels = {
  manual: "einvoicing.submissions.trigger.manual",
  auto: "einvoicing.submissions.trigger.auto",
} as const;

const toneOf = (status: FacturXSubmissionStatus): string | undefined =>
  status === "rejected" || status === "failed" ? styles.bad : styles.good;

/** One submission: its status and how it went, and what stopped a rejected or unsent one. */
const SubmissionItem = ({ submission }: { readonly submission: FacturXSubmission }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const problems = Object.entries(submission.fields ?? {});
  return (
    <li className={styles.item}>
      <div className={styles.itemHeader}>
        <span className={`${styles.status} ${toneOf(submission.status)}`}>
          {t(statusLabels[submission.status])}
        </span>
        <time dateTime={submission.submittedAt}>{format.dateTime(submission.submittedAt)}</time>
      </div>
      <p className={styles.facts}>
        {t(environmentLabels[submission.environment])} · {t(triggerLabels[submission.trigger])}
        {submission.flowId === null
          ? null
          : ` · ${t("einvoicing.submissions.flowid", { id: submission.flowId })}`}
      </p>
      {submission.error === null ? null : <p>{t(submission.error)}</p>}
      {problems.length > 0 ? (
        <ul className={styles.problems}>
          {problems.map(([field, key]) => (
            <li key={field}>{t(key)}</li>
          ))}
        </ul>
      ) : null}
      {submission.status === "failed" && submission.reason !== null ? (
        <p className={styles.reason}>{submission.reason}</p>
      ) : null}
      {submission.failedRules.length > 0 ? (
        <div className={styles.rules}>
          <p>{t("einvoicing.submissions.failedrules")}</p>
          <ul>
            {submission.failedRules.map((rule) => (
              <li key={`${rule.id} ${rule.location}`}>
                <code>{rule.id}</code> <span>{rule.text}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
};

/** An invoice's submissions to the French platform, newest first, or that it has none yet. */
export const FacturXSubmissionList = ({
  submissions,
}: {
  readonly submissions: ReadonlyArray<FacturXSubmission>;
}) => {
  const { t } = useTranslation();
  return submissions.length === 0 ? (
    <p className={styles.muted}>{t("einvoicing.submissions.empty")}</p>
  ) : (
    <ol className={styles.list}>
      {submissions.map((submission) => (
        <SubmissionItem key={submission.id} submission={submission} />
      ))}
    </ol>
  );
};
