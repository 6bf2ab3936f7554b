import type { JobKindHealth } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { jobsApi } from "../../api/jobs-api.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import pills from "../billing/billing.module.css";
import styles from "./jobs-section.module.css";
import { SettingsSection } from "./SettingsSection.tsx";

/** One job kind: when it last ran and succeeded, and its failures about the user's invoices. */
const JobKindRow = ({ health }: { readonly health: JobKindHealth }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const when = (instant: string | null) =>
    instant === null ? t("jobs.never") : format.dateTime(instant);
  return (
    <li className={styles.job}>
      <p className={styles.jobName}>
        {t(`jobs.kind.${health.kind}`)}
        <span className={`${pills.pill} ${health.failures.length > 0 ? pills.failed : pills.good}`}>
          {t("jobs.failures", { count: health.failures.length })}
        </span>
      </p>
      <p className={styles.muted}>
        {t("jobs.lastrun", { when: when(health.lastRunAt) })} ·{" "}
        {t("jobs.lastsuccess", { when: when(health.lastSuccessAt) })}
      </p>
      {health.failures.length === 0 ? null : (
        <ul className={styles.failures}>
          {health.failures.map((failure) => (
            <li key={`${failure.invoiceId}-${failure.attempt}-${failure.at}`}>
              {failure.invoiceId === null ? null : (
                <Link href={`/invoices/${failure.invoiceId}`}>
                  {failure.invoiceNumber ?? t("jobs.draft")}
                </Link>
              )}{" "}
              {t(failure.final ? "jobs.gaveup" : "jobs.willretry", { attempt: failure.attempt })}
              {failure.error === null ? null : ` (${t(failure.error)})`} ·{" "}
              <time dateTime={failure.at}>{format.dateTime(failure.at)}</time>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
};

/**
 * The health of the jobs that run on their own (overdue invoices, payment reminders and overdue
 * notices, e-invoice auto-send, housekeeping): `GET /api/jobs/health`.
 */
export const JobsSection = () => {
  const { t } = useTranslation();
  const loaded = useApiQuery({
    queryKey: ["jobs", "health"],
    queryFn: ({ signal }) => jobsApi.health({ signal }),
  });

  return (
    <SettingsSection name="jobs" description={t("jobs.description")}>
      <QueryView query={loaded} failureKey="jobs.failedtoload">
        {(report) => (
          <ul className={styles.jobs}>
            {report.data.map((health) => (
              <JobKindRow key={health.kind} health={health} />
            ))}
          </ul>
        )}
      </QueryView>
    </SettingsSection>
  );
};
