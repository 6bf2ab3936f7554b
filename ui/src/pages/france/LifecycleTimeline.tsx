import type { InvoiceJson, LifecycleStatusView } from "@invoicing/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { paApi } from "../../api/pa-api.ts";
import { useToast } from "../../components/toasts.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { saveFile } from "../invoices/save-file.ts";
import styles from "./lifecycle-timeline.module.css";

// Refused or rejected: the statuses that end an invoice's life on the platforms.
const FINAL = new Set([210, 213]);

/**
 * The invoice detail's lifecycle card (docs/FRANCE-PA.md#statuses): each status the platforms
 * sent or we emitted, oldest first, with its date, reason and platform, and the CDAR we wrote
 * to download; a button asks the PA for new statuses now. Shown for an issued invoice once it has
 * a status or its seller has a PA.
 */
export const LifecycleTimeline = ({
  invoice,
}: {
  readonly invoice: Pick<InvoiceJson, "id" | "invoiceNumber">;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const format = useFormatters();
  const headingId = useId();
  const [refreshing, setRefreshing] = useState(false);
  const loaded = useApiQuery({
    queryKey: ["lifecycle", invoice.id],
    queryFn: async ({ signal }) => {
      const [settings, lifecycle] = await Promise.all([
        paApi.settings({ signal }),
        paApi.lifecycle(invoice.id, { signal }),
      ]);
      return { configured: settings.data !== null, statuses: lifecycle.data };
    },
  });
  const [fresh, setFresh] = useState<ReadonlyArray<LifecycleStatusView>>();
  const statuses = fresh ?? loaded.data?.statuses ?? [];
  const configured = loaded.data?.configured ?? false;
  if (invoice.invoiceNumber === null || (statuses.length === 0 && !configured)) return null;

  const refresh = async () => {
    setRefreshing(true);
    try {
      setFresh((await paApi.refreshLifecycle(invoice.id)).data);
    } catch {
      toast.error(t("pa.timeline.refreshfailed"));
    } finally {
      setRefreshing(false);
    }
  };

  const download = async (status: LifecycleStatusView) => {
    if (status.xmlUrl === undefined) return;
    try {
      const file = await paApi.cdar(status.xmlUrl);
      saveFile(file.blob, file.filename ?? `${status.code}.xml`);
    } catch {
      toast.error(t("pa.timeline.downloadfailed"));
    }
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t("pa.timeline.title")}
        </h2>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={refreshing}
          onClick={() => void refresh()}
        >
          {t("pa.timeline.refresh")}
        </button>
      </div>
      {statuses.length === 0 ? <p className={styles.muted}>{t("pa.timeline.none")}</p> : null}
      <ol className={styles.timeline} aria-label={t("pa.timeline.title")}>
        {statuses.map((status) => (
          <li
            key={`${status.code}-${status.at}`}
            className={FINAL.has(status.code) ? styles.final : styles.entry}
          >
            <span className={styles.code}>{status.code}</span>
            <span className={styles.label}>{status.label}</span>
            <time dateTime={status.at} className={styles.muted}>
              {format.dateTime(status.at)}
            </time>
            <span className={styles.muted}>
              {t(`pa.platform.${status.platform.replace("-", "")}`)}
            </span>
            {status.reason === null ? null : <span className={styles.reason}>{status.reason}</span>}
            {status.xmlUrl === undefined ? null : (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => void download(status)}
              >
                {t("pa.timeline.downloadcdar")}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
};
