import { DEFAULT_PAGE_SIZE } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { creditNotesApi } from "../../api/credit-notes-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Pagination } from "../../components/Pagination.tsx";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./credit-notes.module.css";

/**
 * `/credit-notes`: the user's credit notes, newest first, a page at a time
 * (docs/PRODUCT-RULES.md#credit-notes).
 */
export const CreditNoteListPage = () => {
  const { t } = useTranslation();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  usePageTitle(t("creditnotes.title"));
  const loaded = useApiQuery({
    queryKey: ["credit-note-list", page],
    queryFn: ({ signal }) => creditNotesApi.list({ page, pageSize: DEFAULT_PAGE_SIZE }, { signal }),
  });

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("creditnotes.title")}</h1>
          {loaded.data ? <p>{t("creditnotes.subtitle", { count: loaded.data.total })}</p> : null}
        </div>
      </div>
      <QueryView query={loaded} failureKey="creditnotes.errors.fetchlist">
        {(list) => (
          <>
            {list.total === 0 ? <p className="card">{t("creditnotes.empty")}</p> : null}
            {list.data.length > 0 ? (
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
