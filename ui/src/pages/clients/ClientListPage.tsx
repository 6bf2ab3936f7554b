import { type ClientListItem, MAX_SEARCH_LENGTH } from "@invoicing/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { clientsApi } from "../../api/clients-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { useConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { QueryFailure } from "../../queries/QueryView.tsx";
import { ClientCard } from "./ClientCard.tsx";
import styles from "./clients.module.css";
import { useClientList } from "./use-client-list.ts";

/** How long typing pauses before the search is sent, in milliseconds. */
const SEARCH_DELAY_MS = 300;

/**
 * `/clients`: the client cards, searched on the server by name, e-mail or company, with the
 * empty and no-match states of docs/PRODUCT-RULES.md#screens and a confirmed delete.
 */
export const ClientListPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("clients.title"));
  const errorText = useErrorText();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const { query, list: answer, search, goToPage } = useClientList();
  const list = answer.data;
  const loading = answer.isFetching;
  const [text, setText] = useState("");
  const [deleting, setDeleting] = useState<string>();
  const [deleteFailure, setDeleteFailure] = useState<string>();
  const toolbar = useRef<HTMLElement>(null);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === query.q) return;
    const timer = setTimeout(() => search(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query.q, search]);

  const clearSearch = () => {
    setText("");
    search("");
    toolbar.current?.querySelector("input")?.focus();
  };

  const remove = async (client: ClientListItem) => {
    const confirmed = await confirm({
      title: t("clients.deletetitle", { name: client.name }),
      message: t("clients.deleteconfirmation"),
      confirmLabel: t("common.delete"),
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(client.id);
    setDeleteFailure(undefined);
    try {
      await clientsApi.remove(client.id);
      toast.success(t("clients.clientdeleted", { name: client.name }));
      // The last card of a later page is gone: show the page before it.
      if (list?.data.length === 1 && query.page > 1) goToPage(query.page - 1);
      else void answer.refetch();
    } catch (error) {
      setDeleteFailure(errorText(error, "clients.failedtodeleteclient"));
    } finally {
      setDeleting(undefined);
    }
  };

  const searching = query.q !== "";
  const clients = list?.data ?? [];

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("clients.title")}</h1>
          <p>{t("clients.subtitle")}</p>
        </div>
        <Link href="/clients/new" className="btn btn-primary">
          <Icon name="plus" size={18} />
          {t("clients.newclient")}
        </Link>
      </div>

      <search ref={toolbar} className={styles.toolbar}>
        <TextField
          label={t("clients.search")}
          type="search"
          placeholder={t("clients.searchplaceholder")}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          value={text}
          onChange={setText}
        />
        {loading && list ? <Spinner label={t("common.loading")} /> : null}
      </search>

      <QueryFailure query={answer} failureKey="clients.failedtofetchclients" />
      {deleteFailure ? (
        <FailureBanner title={t("clients.failedtodeleteclient")} reason={deleteFailure} />
      ) : null}

      {list === undefined ? (
        loading ? (
          <Spinner block label={t("common.loading")} />
        ) : null
      ) : clients.length > 0 ? (
        <>
          {searching ? (
            <p className={styles.resultCount} role="status">
              {t("clients.matches", { count: list.total })}
            </p>
          ) : null}
          <ul className={styles.grid}>
            {clients.map((client) => (
              <li key={client.id}>
                <ClientCard client={client} deleting={deleting === client.id} onDelete={remove} />
              </li>
            ))}
          </ul>
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onChange={goToPage}
          />
        </>
      ) : searching ? (
        <div className={`card ${styles.emptyState}`} role="status">
          <Icon name="search" size={32} />
          <h2>{t("clients.nomatch.title", { search: query.q })}</h2>
          <p>{t("clients.nomatch.text")}</p>
          <button type="button" className="btn btn-secondary" onClick={clearSearch}>
            {t("common.clearsearch")}
          </button>
        </div>
      ) : (
        <div className={`card ${styles.emptyState}`}>
          <Icon name="clients" size={32} />
          <h2>{t("clients.empty.title")}</h2>
          <p>{t("clients.empty.text")}</p>
          <Link href="/clients/new" className="btn btn-primary">
            <Icon name="plus" size={18} />
            {t("clients.newclient")}
          </Link>
        </div>
      )}
      {dialog}
    </div>
  );
};
