import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from "@invoicing/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { clientsApi } from "../../api/clients-api.ts";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useDebounced } from "../../forms/use-debounced.ts";
import { QueryFailure } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./invoice-form.module.css";

/** How long typing pauses before the client search is sent, in milliseconds. */
const SEARCH_DELAY_MS = 300;

/** A client as the select names it. */
export interface ClientChoice {
  readonly id: string;
  readonly name: string;
  readonly company: string | null;
}

/** The first page of the clients matching `q`, as many as a page may hold. */
const firstPage = (q: string) => ({
  queryKey: ["client-select", { q, page: 1, pageSize: MAX_PAGE_SIZE }],
  queryFn: ({ signal }: { readonly signal: AbortSignal }) =>
    clientsApi.list({ q, page: 1, pageSize: MAX_PAGE_SIZE }, { signal }),
});

const labelOf = (client: ClientChoice): string =>
  client.company ? `${client.name} (${client.company})` : client.name;

/**
 * The invoice's client: a select of the user's clients by name. A user with more clients than one
 * page holds gets a search box that narrows the select on the server. The chosen client stays
 * listed even when the current page or search leaves it out.
 */
export const ClientSelect = ({
  value,
  onChange,
  error,
  chosen,
}: {
  readonly value: string;
  readonly onChange: (clientId: string) => void;
  readonly error: string | undefined;
  /** The client already chosen (the edited invoice's), when known. */
  readonly chosen: ClientChoice | undefined;
}) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // The unfiltered first page tells whether the user has more clients than a page holds.
  const all = useApiQuery(firstPage(""));
  const found = useApiQuery({ ...firstPage(query), placeholderData: keepPreviousData });
  const clients = found.data?.data;
  const total = all.data?.total ?? 0;
  useEffect(() => {
    // The spec logs this failure; the banner also tells the user why the list is empty.
    if (found.isError) console.error("invoiceform.errors.fetchclients", found.error);
  }, [found.isError, found.error]);

  // A client preselected by `?clientId=` may lie beyond the first page: fetch its name.
  const listed = clients?.some((client) => client.id === value) ?? false;
  const fetched = useApiQuery({
    queryKey: ["client-select", value],
    queryFn: ({ signal }) => clientsApi.get(value, { signal }),
    enabled: value !== "" && !listed && chosen?.id !== value && clients !== undefined,
  });
  const named = chosen?.id === value ? chosen : fetched.data;

  const choices = [
    { value: "", label: clients ? t("invoiceform.selectclient") : t("common.loading") },
    ...(named && named.id === value && !listed ? [{ value: named.id, label: labelOf(named) }] : []),
    ...(clients ?? []).map((client) => ({ value: client.id, label: labelOf(client) })),
  ];

  return (
    <div className={styles.clientField}>
      <QueryFailure query={found} failureKey="invoiceform.errors.fetchclients" />
      {total > MAX_PAGE_SIZE ? (
        <TextField
          label={t("invoiceform.findclient")}
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          value={search}
          onChange={setSearch}
        />
      ) : null}
      <SelectField
        label={t("invoiceform.client")}
        value={value}
        onChange={onChange}
        choices={choices}
        error={error}
      />
      {clients && clients.length === 0 && query === "" ? (
        <p className={styles.hint}>
          {t("invoiceform.noclients")} <Link href="/clients/new">{t("invoiceform.addclient")}</Link>
        </p>
      ) : (
        <p className={styles.hint}>
          <Link href="/clients/new">{t("invoiceform.addclient")}</Link>
        </p>
      )}
    </div>
  );
};
