import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./brazil.module.css";

/** What an NF-e or NFS-e submission shows alike: where and how it went, its key, what was missing. */
export interface ListedSubmission {
  readonly environment: "production" | "homologation";
  readonly sandbox: boolean;
  readonly trigger: "auto" | "manual";
  readonly submittedAt: string;
  readonly accessKey: string | null;
  readonly fields: Readonly<Record<string, string>> | null;
}

/** A submission's environment, sandbox, trigger and time. */
export const SubmissionTags = ({ submission }: { readonly submission: ListedSubmission }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className={styles.submissionLine}>
      <span className={styles.tag}>
        {t(`brazilsettings.environments.${submission.environment}`)}
      </span>
      {submission.sandbox ? (
        <span className={styles.tag}>{t("brazil.submission.sandbox")}</span>
      ) : null}
      <span className={styles.tag}>
        {t(submission.trigger === "auto" ? "brazil.submission.auto" : "brazil.submission.manual")}
      </span>
      <span className={styles.muted}>{format.dateTime(submission.submittedAt)}</span>
    </div>
  );
};

/** A submission's access key, once it has one. */
export const SubmissionKey = ({ submission }: { readonly submission: ListedSubmission }) => {
  const { t } = useTranslation();
  return submission.accessKey ? (
    <p className={styles.key}>{t("brazil.submission.accesskey", { key: submission.accessKey })}</p>
  ) : null;
};

/** The fields a submission found missing, each by its message. */
export const SubmissionProblems = ({ submission }: { readonly submission: ListedSubmission }) => {
  const { t } = useTranslation();
  return submission.fields ? (
    <ul className={styles.problems}>
      {Object.entries(submission.fields).map(([path, key]) => (
        <li key={path}>{t(key)}</li>
      ))}
    </ul>
  ) : null;
};
