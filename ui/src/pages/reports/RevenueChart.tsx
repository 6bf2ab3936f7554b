import type { Currency } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/use-formatters.ts";
import type { MonthFigures } from "./report-series.ts";
import styles from "./reports.module.css";

/**
 * At most this many month names under the chart, counted back from the current month, which is
 * always named; the others are left out, not squeezed.
 */
const MAX_LABELS = 8;

/**
 * Bars of what was invoiced and received each month, in one currency. It is a picture of the
 * table beneath it, which carries the same figures for screen readers.
 */
export const RevenueChart = ({
  series,
  currency,
  monthLabel,
}: {
  readonly series: ReadonlyArray<MonthFigures>;
  readonly currency: Currency;
  readonly monthLabel: (month: string) => string;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const highest = Math.max(0, ...series.flatMap((month) => [month.invoiced, month.paid]));
  const height = (amount: number) => (highest === 0 ? 0 : (amount / highest) * 100);
  const labelEvery = Math.ceil(series.length / MAX_LABELS);
  return (
    <div className={styles.chart} aria-hidden="true">
      <div className={styles.legend}>
        <span className={styles.legendInvoiced}>{t("reports.revenue.invoiced")}</span>
        <span className={styles.legendPaid}>{t("reports.revenue.received")}</span>
        <span className={styles.scale}>{format.money(highest, currency)}</span>
      </div>
      <div className={styles.bars}>
        {series.map((month, index) => (
          <div key={month.month} className={styles.month}>
            <div className={styles.pair}>
              <span className={styles.invoiced} style={{ height: `${height(month.invoiced)}%` }} />
              <span className={styles.paid} style={{ height: `${height(month.paid)}%` }} />
            </div>
            <span className={styles.monthLabel}>
              {(series.length - 1 - index) % labelEvery === 0 ? monthLabel(month.month) : ""}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
};
