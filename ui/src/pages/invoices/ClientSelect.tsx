import { type ClientListItem, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from "@invoicing/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { clientsApi } from "../../api/index.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useErrorText } from "../../i18n/use-error-text.ts";
import styles from "./invoice-form.module.css";

/** How long typing pauses before the client search is sent, in milliseconds. */
const SEARCH_DELAY_MS = 300;

/** A client as the select names it. */
export interface ClientChoice {
  readonly id: string;
  readonly name: string;
  readonly company: string | null;
}

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
  const errorText = useErrorText();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [clients, setClients] = useState<ReadonlyArray<ClientListItem>>();
  const [total, setTotal] = useState(0);
  const [failure, setFailure] = useState<unknown>();
  const [generation, setGeneration] = useState(0);
  const [named, setNamed] = useState<ClientChoice | undefined>(chosen);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    void generation;
    const controller = new AbortController();
    clientsApi
      .list({ q: query, page: 1, pageSize: MAX_PAGE_SIZE }, { signal: controller.signal })
      .then((page) => {
        setClients(page.data);
        setTotal((known) => (query === "" ? page.total : known));
        setFailure(undefined);
      })
      .catch((problem: unknown) => {
        if (controller.signal.aborted) return;
        // The spec logs this failure; the banner also tells the user why the list is empty.
        console.error("invoiceform.errors.fetchclients", problem);
        setFailure(problem);
      });
    return () => controller.abort();
  }, [query, generation]);

  // A client preselected by `?clientId=` may lie beyond the first page: fetch its name.
  const listed = clients?.some((client) => client.id === value) ?? false;
  const missingName = value !== "" && !listed && named?.id !== value;
  useEffect(() => {
    if (!missingName || clients === undefined) return;
    const controller = new AbortController();
    clientsApi
      .get(value, { signal: controller.signal })
      .then((client) => setNamed(client))
      .catch(() => undefined);
    return () => controller.abort();
  }, [missingName, clients, value]);

  const choices = [
    { value: "", label: clients ? t("invoiceform.selectclient") : t("common.loading") },
    ...(named && named.id === value && !listed ? [{ value: named.id, label: labelOf(named) }] : []),
    ...(clients ?? []).map((client) => ({ value: client.id, label: labelOf(client) })),
  ];

  return (
    <div className={styles.clientField}>
      {failure ? (
        <FailureBanner
          title={t("invoiceform.errors.fetchclients")}
          reason={errorText(failure, "invoiceform.errors.fetchclients")}
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
