import { DEFAULT_PAGE_SIZE, type QuoteStatusFilter, quoteStatuses } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { quotesApi } from "../../api/quotes-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Pagination } from "../../components/Pagination.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";

/** `/quotes`: the user's quotes, newest first, one status or all, a page at a time (docs/QUOTES.md). */
export const QuoteListPage = () => {
  const { t } = useTranslation();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<QuoteStatusFilter>("all");
  usePageTitle(t("quotes.title"));
  const loaded = useApiQuery({
    queryKey: ["quote-list", status, page],
    queryFn: ({ signal }) =>
      quotesApi.list({ status, page, pageSize: DEFAULT_PAGE_SIZE }, { signal }),
  });

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t("quotes.title")}</h1>
        <Link href="/quotes/new" className="btn btn-primary">
          {t("quotes.new")}
        </Link>
      </div>
      <SelectField<QuoteStatusFilter>
        label={t("quotes.status.all")}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        choices={(["all", ...quoteStatuses] as const).map((value) => ({
          value,
          label: t(`quotes.status.${value}`),
        }))}
      />
      <QueryView query={loaded} failureKey="quotes.failedtoload">
        {(list) => (
          <>
            {list.total === 0 ? <p className="card">{t("quotes.empty")}</p> : null}
            {list.data.length > 0 ? (
              <div className="card">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t("quotes.number")}</th>
                      <th scope="col">{t("quotes.client")}</th>
                      <th scope="col">{t("quotes.issuedate")}</th>
                      <th scope="col">{t("quotes.validuntil")}</th>
                      <th scope="col">{t("quotes.total")}</th>
                      <th scope="col">{t("quotes.status.all")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.map((quote) => (
                      <tr key={quote.id}>
                        <td>
                          <Link href={`/quotes/${quote.id}`}>
                            {quote.quoteNumber ?? t("quotes.draftnumber")}
                          </Link>
                        </td>
                        <td>{quote.clientName}</td>
                        <td>{format.date(quote.issueDate)}</td>
                        <td>{format.date(quote.validUntil)}</td>
                        <td>{format.money(quote.total, quote.currency)}</td>
                        <td>{t(`quotes.status.${quote.status}`)}</td>
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
