import type { DashboardTotals } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import styles from "./dashboard.module.css";
import { FigureCard } from "./FigureCard.tsx";

/**
 * The all-time figures the dashboard's wording names: total invoices, total revenue (paid), pending
 * revenue (sent and overdue, still owed), and the paid, pending and overdue counts.
 */
export const TotalsSection = ({ totals }: { readonly totals: DashboardTotals }) => {
  const { t } = useTranslation();
  const { revenue, statusCounts } = totals;
  const others = (pick: "paid" | "outstanding") =>
    revenue.otherCurrencies.map((row) => ({ currency: row.currency, amount: row[pick] }));
  return (
    <section aria-labelledby="totals-heading" className={styles.section}>
      <h2 id="totals-heading">{t("dashboard.totals.title")}</h2>
      <div className={styles.cards}>
        <FigureCard
          label={t("dashboard.totals.invoices")}
          icon="invoice"
          tone="primary"
          count={totals.invoiceCount}
          href="/invoices"
        />
        <FigureCard
          label={t("dashboard.totals.revenue")}
          icon="check"
          tone="success"
          amount={{ currency: revenue.currency, amount: revenue.paid }}
          others={others("paid")}
        />
        <FigureCard
          label={t("dashboard.totals.pendingrevenue")}
          icon="reports"
          tone="info"
          amount={{ currency: revenue.currency, amount: revenue.outstanding }}
          others={others("outstanding")}
        />
        <FigureCard
          label={t("dashboard.totals.paid")}
          icon="check"
          tone="success"
          count={statusCounts.paid}
          href="/invoices?status=paid"
        />
        <FigureCard
          label={t("dashboard.totals.pending")}
          icon="invoice"
          tone="info"
          count={statusCounts.sent}
          href="/invoices?status=sent"
        />
        <FigureCard
          label={t("dashboard.totals.overdue")}
          icon="alert"
          tone="danger"
          count={statusCounts.overdue}
          href="/invoices?status=overdue"
        />
      </div>
    </section>
  );
};
