import type { InvoiceJson, LifecycleStatusView } from "@invoicing/core";
import { useId } from "react";
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
 * to download. Shown once the invoice has a status.
 */
export const LifecycleTimeline = ({ invoice }: { readonly invoice: Pick<InvoiceJson, "id"> }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const format = useFormatters();
  const headingId = useId();
  const loaded = useApiQuery({
    queryKey: ["lifecycle", invoice.id],
    queryFn: ({ signal }) => paApi.lifecycle(invoice.id, { signal }),
  });
  const statuses = loaded.data?.data ?? [];
  if (statuses.length === 0) return null;

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
      <h2 id={headingId} className={styles.title}>
        {t("pa.timeline.title")}
      </h2>
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
