import { type Currency, DEFAULT_CURRENCY } from "@invoicing/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { reportsApi } from "../../api/reports-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { SelectField } from "../../components/SelectField.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { intlLocales, isLanguage } from "../../i18n/languages.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryFailure } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { RevenueChart } from "./RevenueChart.tsx";
import { monthlySeries, periodSums, reportCurrencies } from "./report-series.ts";
import styles from "./reports.module.css";

/** The periods offered, in months back from the current one. */
const periods = ["3", "6", "12", "24"] as const;
type Period = (typeof periods)[number];

/** A `YYYY-MM` month as the interface language names it ("Mar 2026", "2026年3月"). */
const useMonthLabel = () => {
  const { i18n } = useTranslation();
  const locale = intlLocales[isLanguage(i18n.language) ? i18n.language : "en"];
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
  }, [locale]);
};

/**
 * `/reports`: revenue by month (invoiced and received, one currency at a time, never added
 * across currencies) and what each client still owes, from the server's figures.
 */
export const ReportsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("reports.title"));
  const format = useFormatters();
  const monthLabel = useMonthLabel();
  const user = useAtomValue(userAtom);
  const userCurrency = user?.currency ?? DEFAULT_CURRENCY;
  const [period, setPeriod] = useState<Period>("12");
  const [chosenCurrency, setChosenCurrency] = useState<Currency>(userCurrency);
  const report = useApiQuery({
    queryKey: ["reports", period],
    queryFn: ({ signal }) => reportsApi.get(Number(period), { signal }),
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const loading = report.isFetching;

  const currencies = data ? reportCurrencies(data, userCurrency) : [userCurrency];
  const currency = currencies.includes(chosenCurrency) ? chosenCurrency : userCurrency;
  const series = data ? monthlySeries(data, currency) : [];
  const sums = data ? periodSums(series, data.outstandingByClient, currency) : undefined;
  const money = (amount: number, of: Currency = currency) => format.money(amount, of);

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("reports.title")}</h1>
          <p>{t("reports.subtitle")}</p>
        </div>
      </div>

      <div className={styles.controls}>
        <SelectField
          label={t("reports.period")}
          value={period}
          onChange={setPeriod}
          choices={periods.map((months) => ({
            value: months,
            label: t("reports.lastmonths", { count: Number(months) }),
          }))}
        />
        {currencies.length > 1 ? (
          <SelectField
            label={t("reports.currency")}
            value={currency}
            onChange={setChosenCurrency}
            choices={currencies.map((code) => ({
              value: code,
              label: t(`common.currencies.${code.toLowerCase()}`),
            }))}
          />
        ) : null}
        {loading && data ? <Spinner label={t("common.loading")} /> : null}
      </div>

      <QueryFailure query={report} failureKey="reports.errors.fetch" />

      {!data && loading ? <Spinner block label={t("common.loading")} /> : null}

      {data && sums ? (
        <>
          <div className={styles.sums}>
            <div className="card">
              <p className={styles.sumLabel}>{t("reports.sums.invoiced")}</p>
              <p className={styles.sumFigure}>{money(sums.invoiced)}</p>
            </div>
            <div className="card">
              <p className={styles.sumLabel}>{t("reports.sums.received")}</p>
              <p className={styles.sumFigure}>{money(sums.paid)}</p>
            </div>
            <div className="card">
              <p className={styles.sumLabel}>{t("reports.sums.outstanding")}</p>
              <p className={styles.sumFigure}>{money(sums.outstanding)}</p>
            </div>
          </div>

          <section className={`card ${styles.block}`} aria-labelledby="revenue-heading">
            <h2 id="revenue-heading">{t("reports.revenue.title", { currency })}</h2>
            <RevenueChart series={series} currency={currency} monthLabel={monthLabel} />
            <table className={styles.table}>
              <caption className="visually-hidden">
                {t("reports.revenue.title", { currency })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("reports.revenue.month")}</th>
                  <th scope="col" className={styles.number}>
                    {t("reports.revenue.invoiced")}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t("reports.revenue.received")}
                  </th>
                  <th scope="col" className={`${styles.number} ${styles.wideOnly}`}>
                    {t("reports.revenue.count")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {series.toReversed().map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{monthLabel(month.month)}</th>
                    <td className={styles.number}>{money(month.invoiced)}</td>
                    <td className={styles.number}>{money(month.paid)}</td>
                    <td className={`${styles.number} ${styles.wideOnly}`}>
                      {format.number(month.invoiceCount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section className={`card ${styles.block}`} aria-labelledby="outstanding-heading">
            <h2 id="outstanding-heading">{t("reports.outstanding.title")}</h2>
            {data.outstandingByClient.length === 0 ? (
              <p className={styles.muted}>{t("reports.outstanding.empty")}</p>
            ) : (
              <table className={`${styles.table} ${styles.stackable}`}>
                <caption className="visually-hidden">{t("reports.outstanding.title")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("reports.outstanding.client")}</th>
                    <th scope="col" className={styles.number}>
                      {t("reports.outstanding.amount")}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t("reports.outstanding.overdue")}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t("reports.outstanding.invoices")}
                    </th>
                    <th scope="col">{t("reports.outstanding.oldestdue")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.outstandingByClient.map((row) => (
                    <tr key={`${row.clientId}-${row.currency}`}>
                      <th scope="row">
                        <Link href={`/invoices?q=${encodeURIComponent(row.clientName)}`}>
                          {row.clientName}
                        </Link>
                      </th>
                      <td data-label={t("reports.outstanding.amount")} className={styles.number}>
                        {money(row.outstanding, row.currency)}
                      </td>
                      <td
                        data-label={t("reports.outstanding.overdue")}
                        className={`${styles.number} ${row.overdue > 0 ? styles.late : ""}`}
                      >
                        {money(row.overdue, row.currency)}
                      </td>
                      <td data-label={t("reports.outstanding.invoices")} className={styles.number}>
                        {format.number(row.invoiceCount)}
                      </td>
                      <td data-label={t("reports.outstanding.oldestdue")}>
                        {format.date(row.oldestDueDate)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
};
