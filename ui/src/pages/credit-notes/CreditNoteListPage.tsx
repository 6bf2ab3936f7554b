import { DEFAULT_PAGE_SIZE } from "@invoicing/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { type CreditNotePage, creditNotesApi } from "../../api/index.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./credit-notes.module.css";

type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly list: CreditNotePage }
  | { readonly status: "failed"; readonly error: unknown };

/** `/credit-notes`: the user's credit notes, newest first, a page at a time (decisions §9). */
export const CreditNoteListPage = () => {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  usePageTitle(t("creditnotes.title"));

  useEffect(() => {
    void generation;
    const controller = new AbortController();
    setLoaded({ status: "loading" });
    creditNotesApi
      .list({ page, pageSize: DEFAULT_PAGE_SIZE }, { signal: controller.signal })
      .then((list) => setLoaded({ status: "loaded", list }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: "failed", error });
      });
    return () => controller.abort();
  }, [page, generation]);

  const list = loaded.status === "loaded" ? loaded.list : undefined;
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("creditnotes.title")}</h1>
          {list ? <p>{t("creditnotes.subtitle", { count: list.total })}</p> : null}
        </div>
      </div>
      {loaded.status === "loading" ? <Spinner block label={t("common.loading")} /> : null}
      {loaded.status === "failed" ? (
        <FailureBanner
          title={t("creditnotes.errors.fetchlist")}
          reason={errorText(loaded.error, "creditnotes.errors.fetchlist")}
        >
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setGeneration((n) => n + 1)}
          >
            {t("common.retry")}
          </button>
        </FailureBanner>
      ) : null}
      {list && list.total === 0 ? <p className="card">{t("creditnotes.empty")}</p> : null}
      {list && list.data.length > 0 ? (
        <div className="card">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("creditnotes.columns.number")}</th>
                <th scope="col">{t("creditnotes.columns.invoice")}</th>
                <th scope="col">{t("creditnotes.columns.client")}</th>
                <th scope="col">{t("creditnotes.columns.date")}</th>
                <th scope="col" className={styles.number}>
                  {t("creditnotes.columns.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((creditNote) => (
                <tr key={creditNote.id}>
                  <th scope="row">
                    <Link href={`/credit-notes/${creditNote.id}`}>
                      {creditNote.creditNoteNumber}
                    </Link>
                  </th>
                  <td>
                    <Link href={`/invoices/${creditNote.invoiceId}`}>
                      {creditNote.invoiceNumber}
                    </Link>
                  </td>
                  <td>{creditNote.clientName}</td>
                  <td>{format.date(creditNote.issueDate)}</td>
                  <td className={styles.number}>
                    {format.money(creditNote.total, creditNote.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list ? (
        <Pagination
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={list.total}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
};
