import type { OutboxEntry } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { outboxApi } from "../../api/outbox-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryFailure } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { saveFile } from "../invoices/save-file.ts";
import styles from "./outbox.module.css";

/** A file size in kilobytes, written the interface language's way ("18 kB", "18 ko"). */
const useSize = () => {
  const { i18n } = useTranslation();
  return (bytes: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: "unit",
      unit: "kilobyte",
      maximumFractionDigits: 0,
    }).format(Math.max(1, Math.round(bytes / 1024)));
};

/**
 * `/outbox`: the messages the server wrote to its outbox instead of sending them, because no mail
 * service is configured (docs/PRODUCT-RULES.md#email), so a newcomer sees what a client would
 * receive. Open in development or with the sandbox on; each can be downloaded as an .eml file.
 */
export const OutboxPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("outbox.title"));
  const errorText = useErrorText();
  const format = useFormatters();
  const size = useSize();
  const list = useApiQuery({
    queryKey: ["outbox"],
    queryFn: ({ signal }) => outboxApi.list({ signal }),
  });
  const messages = list.data?.data;
  const [downloadFailure, setDownloadFailure] = useState<unknown>();
  const [downloading, setDownloading] = useState<string>();

  const download = async (entry: OutboxEntry) => {
    setDownloading(entry.id);
    setDownloadFailure(undefined);
    try {
      const file = await outboxApi.download(entry.id);
      saveFile(file.blob, file.filename ?? `${entry.id}.eml`);
    } catch (error) {
      setDownloadFailure(error);
    } finally {
      setDownloading(undefined);
    }
  };

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("outbox.title")}</h1>
          <p>{t("outbox.subtitle")}</p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
          {t("outbox.refresh")}
        </button>
      </div>
      <QueryFailure query={list} failureKey="outbox.errors.fetch" />
      {downloadFailure === undefined ? null : (
        <FailureBanner
          title={t("outbox.errors.download")}
          reason={errorText(downloadFailure, "outbox.errors.download")}
        />
      )}
      {list.isPending ? <Spinner /> : null}
      {messages !== undefined && messages.length === 0 ? (
        <p className={`card ${styles.empty}`}>{t("outbox.empty")}</p>
      ) : null}
      {messages !== undefined && messages.length > 0 ? (
        <div className="card">
          <table className={styles.table}>
            <caption className="visually-hidden">{t("outbox.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("outbox.subject")}</th>
                <th scope="col">{t("outbox.recipient")}</th>
                <th scope="col">{t("outbox.date")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("outbox.file")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.subject}>{entry.subject}</td>
                  <td data-label={t("outbox.recipient")}>{entry.to}</td>
                  <td data-label={t("outbox.date")}>
                    <time dateTime={entry.date}>{format.dateTime(entry.date)}</time>
                  </td>
                  <td className={styles.action}>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={downloading === entry.id}
                      onClick={() => void download(entry)}
                    >
                      <Icon name="download" size={18} />
                      {t("outbox.download")}
                      <span className="visually-hidden">{entry.subject}</span>
                      <span className={styles.size}>{size(entry.size)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
};
