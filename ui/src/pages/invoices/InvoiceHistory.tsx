import type { Currency, InvoiceHistoryEntry } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { HistoryChanges } from "./HistoryChanges.tsx";
import styles from "./invoice-detail.module.css";

/**
 * What one history line says: made, edited, moved, e-mailed, a notice sent or given up, a credit
 * note issued, a submission to a platform, or a payment recorded or deleted.
 */
const useEntryText = () => {
  const { t } = useTranslation();
  const status = (value: string) => t(`invoices.status.${value}`);
  // A notice is named by its day in the seller's schedule, counted from the due date.
  const noticeStepLabel = (step: number) => {
    if (step < 0) return t("jobs.history.step.before", { count: -step });
    return step === 0 ? t("jobs.history.step.on") : t("jobs.history.step.after", { count: step });
  };
  return (entry: InvoiceHistoryEntry): string => {
    switch (entry.event) {
      case "created":
        return t("invoicedetail.history.created", { status: status(entry.to) });
      case "edited":
        return t("invoicedetail.history.edited");
      case "statusChanged":
        return t("invoicedetail.history.statuschanged", {
          from: status(entry.from ?? entry.to),
          to: status(entry.to),
        });
      case "submitted": {
        const submission = entry.submission;
        return t("invoicedetail.history.submitted", {
          platform: submission ? t(`invoicedetail.history.platform.${submission.platform}`) : "",
          outcome: submission ? t(`invoicedetail.history.outcome.${submission.outcome}`) : "",
        });
      }
      case "creditNoteIssued":
        return t("invoicedetail.history.creditnoteissued", { to: status(entry.to) });
      case "paymentRecorded":
        return t("invoicepayments.history.recorded");
      case "paymentDeleted":
        return t("invoicepayments.history.deleted");
      case "emailed":
        return entry.from !== null && entry.from !== entry.to
          ? t("invoicedetail.history.emailedandsent", { to: status(entry.to) })
          : t("invoicedetail.history.emailed");
      case "noticeSent":
      case "noticeFailed": {
        const notice = entry.notice;
        const step = notice === undefined ? "" : noticeStepLabel(notice.step);
        return entry.event === "noticeSent"
          ? t("jobs.history.noticesent", { step, recipient: notice?.recipient ?? "" })
          : t("jobs.history.noticefailed", {
              step,
              recipient: notice?.recipient ?? "",
              count: notice?.attempts ?? 1,
              failure: notice?.failure ?? "",
            });
      }
    }
  };
};

/**
 * The invoice's history, oldest first (docs/PRODUCT-RULES.md#lifecycle: every status change and
 * edit is kept), an edit with the fields it changed.
 */
export const InvoiceHistory = ({
  history,
  currency,
}: {
  readonly history: ReadonlyArray<InvoiceHistoryEntry>;
  readonly currency: Currency;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const textOf = useEntryText();
  return (
    <section className="card" aria-labelledby="invoice-history">
      <h2 id="invoice-history" className={styles.sectionTitle}>
        {t("invoicedetail.history.title")}
      </h2>
      {history.length === 0 ? (
        <p className={styles.muted}>{t("invoicedetail.history.empty")}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((entry) => (
            <li key={entry.id}>
              <span>{textOf(entry)}</span>
              <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              {entry.changes !== undefined && entry.changes.length > 0 ? (
                <HistoryChanges changes={entry.changes} currency={currency} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
