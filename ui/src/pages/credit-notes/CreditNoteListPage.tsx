import { DEFAULT_PAGE_SIZE } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { creditNotesApi } from "../../api/credit-notes-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Pagination } from "../../components/Pagination.tsx";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { CreditNoteRows } from "./CreditNoteRows.tsx";

/**
 * `/credit-notes`: the user's credit notes, newest first, a page at a time
 * (docs/PRODUCT-RULES.md#credit-notes).
 */
export const CreditNoteListPage = () => {
  const { t } = useTranslation();
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
                <CreditNoteRows creditNotes={list.data} withInvoice />
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
