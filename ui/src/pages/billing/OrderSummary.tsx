import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./billing.module.css";

/** One line of an order summary: what, and its value (already formatted). */
export interface SummaryLine {
  readonly label: string;
  readonly value: string;
}

/**
 * The order summary beside the card form (docs/PRODUCT-RULES.md#payments): what is paid for, line
 * by line, the total, and a closing note.
 */
export const OrderSummary = ({
  title,
  lines,
  total,
  note,
}: {
  readonly title: string;
  readonly lines: ReadonlyArray<SummaryLine>;
  readonly total: SummaryLine;
  readonly note?: ReactNode;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={`card ${styles.summary}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("billing.summary.title")}</h2>
      <p className={styles.summaryTitle}>{title}</p>
      <dl className={styles.lines}>
        {lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{total.label}</dt>
          <dd>{total.value}</dd>
        </div>
      </dl>
      {note ? <p className={styles.muted}>{note}</p> : null}
    </section>
  );
};
