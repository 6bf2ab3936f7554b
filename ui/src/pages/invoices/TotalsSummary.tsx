import type { Currency } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./totals-summary.module.css";

/** An invoice's figures in major units: subtotal, the tax of each rate, tax and total. */
export interface TotalsFigures {
  readonly currency: Currency;
  /** The lines' total and the invoice discount, both without tax; null without a discount. */
  readonly discount: { readonly linesTotal: number; readonly amount: number } | null;
  readonly subtotal: number;
  readonly taxBreakdown: ReadonlyArray<{
    readonly taxRate: number;
    readonly basis: number;
    readonly taxAmount: number;
  }>;
  readonly taxAmount: number;
  readonly total: number;
}

/**
 * The totals block of the form and the detail page: the lines' total and the invoice discount
 * when there is one, subtotal, one tax line per rate (the VAT
 * breakdown of EN 16931, shown when there is more than a single zero rate), tax and total.
 */
export const TotalsSummary = ({ figures }: { readonly figures: TotalsFigures }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (amount: number) => format.money(amount, figures.currency);
  const showBreakdown = figures.taxBreakdown.some((group) => group.taxRate !== 0);
  return (
    <dl className={styles.totals}>
      {figures.discount === null ? null : (
        <>
          <div>
            <dt>{t("invoiceform.totals.linestotal")}</dt>
            <dd>{money(figures.discount.linesTotal)}</dd>
          </div>
          <div>
            <dt>{t("invoiceform.totals.discount")}</dt>
            <dd>{money(-figures.discount.amount)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>{t("invoiceform.totals.subtotal")}</dt>
        <dd>{money(figures.subtotal)}</dd>
      </div>
      {showBreakdown
        ? figures.taxBreakdown.map((group) => (
            <div key={group.taxRate} className={styles.breakdown}>
              <dt>
                {t("invoiceform.totals.taxat", {
                  rate: format.number(group.taxRate),
                  basis: money(group.basis),
                })}
              </dt>
              <dd>{money(group.taxAmount)}</dd>
            </div>
          ))
        : null}
      <div>
        <dt>{t("invoiceform.totals.tax")}</dt>
        <dd>{money(figures.taxAmount)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t("invoiceform.totals.total")}</dt>
        <dd>{money(figures.total)}</dd>
      </div>
    </dl>
  );
};
