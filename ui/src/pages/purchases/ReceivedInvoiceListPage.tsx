import { DEFAULT_PAGE_SIZE } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { receivedInvoicesApi } from "../../api/received-invoices-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Pagination } from "../../components/Pagination.tsx";
import { type Choice, SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./received-invoices.module.css";
import { type ReceivedState, receivedState } from "./received-state.ts";
import { UploadReceivedInvoice } from "./UploadReceivedInvoice.tsx";

const STATES: ReadonlyArray<ReceivedState> = ["pending", "approved", "disputed", "refused", "paid"];

/**
 * `/received-invoices`: the supplier invoices the user received, newest first, searched by
 * supplier or number and filtered by state, with the upload of a new one
 * (docs/FRANCE-PA.md#receiving).
 */
export const ReceivedInvoiceListPage = () => {
  const { t } = useTranslation();
  const format = useFormatters();
  const [, navigate] = useLocation();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [state, setState] = useState<ReceivedState | "all">("all");
  usePageTitle(t("receivedinvoices.title"));
  const loaded = useApiQuery({
    queryKey: ["received-invoice-list", page, q, state],
    queryFn: ({ signal }) =>
      receivedInvoicesApi.list(
        { page, pageSize: DEFAULT_PAGE_SIZE, q, ...(state === "all" ? {} : { status: state }) },
        { signal },
      ),
  });
  const choices: ReadonlyArray<Choice<ReceivedState | "all">> = [
    { value: "all", label: t("receivedinvoices.filters.all") },
    ...STATES.map((value) => ({ value, label: t(`receivedinvoices.states.${value}`) })),
  ];

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("receivedinvoices.title")}</h1>
          <p>{t("receivedinvoices.subtitle")}</p>
        </div>
      </div>
      <UploadReceivedInvoice onReceived={(id) => navigate(`/received-invoices/${id}`)} />
      <div className={`card ${styles.filters}`}>
        <TextField
          label={t("receivedinvoices.filters.search")}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        <SelectField
          label={t("receivedinvoices.filters.state")}
          value={state}
          choices={choices}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={loaded} failureKey="receivedinvoices.errors.fetchlist">
        {(list) => (
          <>
            {list.total === 0 ? <p className="card">{t("receivedinvoices.empty")}</p> : null}
            {list.data.length > 0 ? (
              <div className="card">
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t("receivedinvoices.columns.supplier")}</th>
                      <th scope="col">{t("receivedinvoices.columns.number")}</th>
                      <th scope="col">{t("receivedinvoices.columns.issuedate")}</th>
                      <th scope="col">{t("receivedinvoices.columns.duedate")}</th>
                      <th scope="col" className={styles.amount}>
                        {t("receivedinvoices.columns.total")}
                      </th>
                      <th scope="col">{t("receivedinvoices.columns.state")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.map((invoice) => (
                      <tr key={invoice.id}>
                        <td>{invoice.supplier.name}</td>
                        <td>
                          <Link href={`/received-invoices/${invoice.id}`}>{invoice.number}</Link>
                        </td>
                        <td>{format.date(invoice.issueDate)}</td>
                        <td>{invoice.dueDate === null ? "—" : format.date(invoice.dueDate)}</td>
                        <td className={styles.amount}>
                          {format.money(invoice.total, invoice.currency)}
                        </td>
                        <td>
                          <span className={styles.state} data-state={receivedState(invoice)}>
                            {t(`receivedinvoices.states.${receivedState(invoice)}`)}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <Pagination
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              total={list.total}
              onChange={setPage}
            />
          </>
        )}
      </QueryView>
    </div>
  );
};
