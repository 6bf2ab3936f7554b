import {
  type Currency,
  type DashboardData,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  todayIn,
} from "@invoicing/core";
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { dashboardApi } from "../../api/dashboard-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { useFailureToast } from "../../queries/use-failure-toast.ts";
import { invoiceNumberText } from "../invoices/invoice-number.ts";
import { StatusBadge } from "../invoices/StatusBadge.tsx";
import styles from "./dashboard.module.css";
import { FigureCard } from "./FigureCard.tsx";
import { ToPayFigure } from "./ToPayFigure.tsx";
import { TotalsSection } from "./TotalsSection.tsx";

/** The dashboard of a user with nothing yet, or whose figures could not be loaded: zeros. */
const emptyDashboard = (currency: Currency): DashboardData => ({
  todayRevenue: { currency, paid: 0, due: 0, total: 0, otherCurrencies: [] },
  overdue: { count: 0, currency, amount: 0, otherCurrencies: [] },
  overdueInvoices: [],
  recentInvoices: [],
  totals: {
    invoiceCount: 0,
    issuedToday: 0,
    statusCounts: { draft: 0, sent: 0, paid: 0, overdue: 0, cancelled: 0 },
    revenue: { currency, paid: 0, outstanding: 0, otherCurrencies: [] },
  },
});

const quickActions: ReadonlyArray<{ href: string; label: string; icon: IconName }> = [
  { href: "/invoices/new", label: "dashboard.quick.newinvoice", icon: "plus" },
  { href: "/clients", label: "dashboard.quick.clients", icon: "clients" },
  { href: "/invoices", label: "dashboard.quick.invoices", icon: "invoice" },
  { href: "/settings", label: "dashboard.quick.settings", icon: "settings" },
];

/**
 * `/` and `/dashboard`: today's revenue (received, due, total) in the user's currency with any
 * other currency beneath, today's and overdue counts, the recent invoices and the five most
 * overdue, quick actions, and the all-time totals. A failed load shows zeros and a toast.
 */
export const DashboardPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("dashboard.title"));
  const format = useFormatters();
  const user = useAtomValue(userAtom);
  const currency = user?.currency ?? DEFAULT_CURRENCY;
  const dashboard = useApiQuery({
    queryKey: ["dashboard"],
    queryFn: ({ signal }) => dashboardApi.get({ signal }),
  });
  useFailureToast(dashboard, "dashboard.faileddataload");
  const data = dashboard.isError ? emptyDashboard(currency) : dashboard.data?.data;

  const today = todayIn(user?.timeZone ?? DEFAULT_TIME_ZONE, new Date());
  const header = (
    <div className="page-header">
      <div>
        <h1>{t("dashboard.title")}</h1>
        <p>
          {t("dashboard.welcome", { name: user?.firstName ?? "" })} · {format.date(today)}
        </p>
      </div>
    </div>
  );

  if (data === undefined) {
    return (
      <div className="page">
        {header}
        <Spinner block label={t("common.loading")} />
      </div>
    );
  }

  const revenue = data.todayRevenue;
  const others = (pick: "paid" | "due" | "total") =>
    revenue.otherCurrencies.map((row) => ({ currency: row.currency, amount: row[pick] }));
  return (
    <div className="page">
      {header}

      <section aria-labelledby="today-heading" className={styles.section}>
        <h2 id="today-heading">{t("dashboard.today")}</h2>
        <div className={styles.cards}>
          <FigureCard
            label={t("dashboard.todayreceived")}
            icon="check"
            tone="success"
            amount={{ currency: revenue.currency, amount: revenue.paid }}
            others={others("paid")}
          />
          <FigureCard
            label={t("dashboard.todaydue")}
            icon="invoice"
            tone="info"
            amount={{ currency: revenue.currency, amount: revenue.due }}
            others={others("due")}
          />
          <FigureCard
            label={t("dashboard.todaytotal")}
            icon="reports"
            tone="primary"
            amount={{ currency: revenue.currency, amount: revenue.total }}
            others={others("total")}
          />
          <FigureCard
            label={t("dashboard.todayinvoices")}
            icon="invoice"
            tone="primary"
            count={data.totals.issuedToday}
          />
          <FigureCard
            label={t("dashboard.overduecount")}
            icon="alert"
            tone="danger"
            count={data.overdue.count}
            href={data.overdue.count > 0 ? "/invoices?status=overdue" : undefined}
          />
          <FigureCard
            label={t("dashboard.overdueamount")}
            icon="alert"
            tone="danger"
            amount={{ currency: data.overdue.currency, amount: data.overdue.amount }}
            others={data.overdue.otherCurrencies}
          />
          <ToPayFigure />
        </div>
      </section>

      <TotalsSection totals={data.totals} />

      <div className={styles.lists}>
        <section className="card" aria-labelledby="recent-heading">
          <div className={styles.listHeader}>
            <h2 id="recent-heading">{t("dashboard.recent.title")}</h2>
            <Link href="/invoices">{t("dashboard.recent.viewall")}</Link>
          </div>
          {data.recentInvoices.length === 0 ? (
            <div className={styles.empty}>
              <p>{t("dashboard.recent.empty")}</p>
              <Link href="/invoices/new" className="btn btn-secondary">
                {t("dashboard.quick.newinvoice")}
              </Link>
            </div>
          ) : (
            <ul className={styles.invoiceList}>
              {data.recentInvoices.map((invoice) => (
                <li key={invoice.id}>
                  <div className={styles.invoiceMain}>
                    <Link href={`/invoices/${invoice.id}`} className={styles.invoiceLink}>
                      {invoiceNumberText(invoice.invoiceNumber, t)}
                    </Link>
                    <span className={styles.muted}>{invoice.clientName}</span>
                  </div>
                  <div className={styles.invoiceSide}>
                    <span className={styles.amount}>
                      {format.money(invoice.total, invoice.currency)}
                    </span>
                    <StatusBadge status={invoice.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="card" aria-labelledby="overdue-heading">
          <div className={styles.listHeader}>
            <h2 id="overdue-heading">{t("dashboard.overdue.title")}</h2>
            {data.overdue.count > 0 ? (
              <Link href="/invoices?status=overdue">{t("dashboard.overdue.viewall")}</Link>
            ) : null}
          </div>
          {data.overdueInvoices.length === 0 ? (
            <div className={styles.empty}>
              <p>{t("dashboard.overdue.empty")}</p>
            </div>
          ) : (
            <ul className={styles.invoiceList}>
              {data.overdueInvoices.map((invoice) => (
                <li key={invoice.id}>
                  <div className={styles.invoiceMain}>
                    <Link href={`/invoices/${invoice.id}`} className={styles.invoiceLink}>
                      {invoice.invoiceNumber}
                    </Link>
                    <span className={styles.muted}>{invoice.clientName}</span>
                  </div>
                  <div className={styles.invoiceSide}>
                    <span className={styles.amount}>
                      {format.money(invoice.total, invoice.currency)}
                    </span>
                    <span className={styles.late}>
                      {t("dashboard.overdue.days", { count: invoice.daysOverdue })}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="quick-heading" className={styles.section}>
        <h2 id="quick-heading">{t("dashboard.quick.title")}</h2>
        <ul className={styles.quick}>
          {quickActions.map((action) => (
            <li key={action.href}>
              <Link href={action.href} className={styles.quickAction}>
                <Icon name={action.icon} />
                {t(action.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
