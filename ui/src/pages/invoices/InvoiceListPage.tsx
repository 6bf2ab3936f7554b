import {
  canDeleteInvoice,
  type InvoiceLifecycleFilter,
  type InvoiceListRow,
  type InvoiceStatusFilter,
  invoiceStatuses,
  LIFECYCLE_CODES,
  lifecycleLabel,
  MAX_SEARCH_LENGTH,
  statusActions,
} from "@invoicing/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { invoicesApi } from "../../api/invoices-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { useConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryFailure } from "../../queries/QueryView.tsx";
import styles from "./invoice-list.module.css";
import { invoiceNumberText } from "./invoice-number.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import { saveFile } from "./save-file.ts";
import { INVOICES_PAGE_SIZE, useInvoiceList } from "./use-invoice-list.ts";

/** How long typing pauses before the search is sent, in milliseconds. */
const SEARCH_DELAY_MS = 300;

/** A failed action on the list: the banner's i18n key and the reason. */
interface ActionFailure {
  readonly key: string;
  readonly reason: string;
}

/**
 * `/invoices`: the user's invoices, searched (number or client name), filtered by status and paged
 * on the server, also by the latest lifecycle status on the French platforms, which a column shows
 * once any row has one (docs/FRANCE-PA.md#in-the-app); with export to CSV and the row actions (docs/PRODUCT-RULES.md#screens,
 * #lifecycle): view, mark as paid (sent and overdue invoices, and drafts), and edit and delete for
 * drafts. An issued invoice is a legal document (docs/PRODUCT-RULES.md#lifecycle): it is neither
 * edited nor deleted, and a credit note cancels it.
 */
export const InvoiceListPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("invoices.title"));
  const format = useFormatters();
  const errorText = useErrorText();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const { query, list: answer, show } = useInvoiceList();
  const list = answer.data;
  const loading = answer.isFetching;
  const [text, setText] = useState(query.q);
  const [shownQ, setShownQ] = useState(query.q);
  const [working, setWorking] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const [actionFailure, setActionFailure] = useState<ActionFailure>();
  const searchBox = useRef<HTMLElement>(null);

  // A search changed from outside the box (a link, the sidebar, going back) shows in the box.
  if (query.q !== shownQ) {
    setShownQ(query.q);
    if (query.q !== text.trim()) setText(query.q);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === query.q) return;
    const timer = setTimeout(() => show({ ...query, q: wanted, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query, show]);

  const fail = (key: string, error: unknown) =>
    setActionFailure({ key, reason: errorText(error, key) });

  const run = async (
    invoice: InvoiceListRow,
    action: () => Promise<string>,
    failureKey: string,
  ) => {
    setWorking(invoice.id);
    setActionFailure(undefined);
    try {
      toast.success(await action());
      void answer.refetch();
    } catch (error) {
      fail(failureKey, error);
    } finally {
      setWorking(undefined);
    }
  };

  const markPaid = (invoice: InvoiceListRow) =>
    run(
      invoice,
      async () => {
        const paid = await invoicesApi.changeStatus(invoice.id, "paid", "list");
        return t("invoices.markedpaid", { number: invoiceNumberText(paid.invoiceNumber, t) });
      },
      "invoices.failedtoupdateinvoicestatus",
    );

  const remove = async (invoice: InvoiceListRow) => {
    const confirmed = await confirm({
      title: t("invoices.deletetitle"),
      message: t("invoices.deleteconfirmation"),
      confirmLabel: t("common.delete"),
      danger: true,
    });
    if (!confirmed) return;
    await run(
      invoice,
      async () => {
        await invoicesApi.remove(invoice.id);
        return t("invoices.deleted");
      },
      "invoices.failedtodeleteinvoice",
    );
  };

  const exportCsv = async () => {
    setExporting(true);
    setActionFailure(undefined);
    try {
      const file = await invoicesApi.exportCsv({ q: query.q, status: query.status });
      saveFile(file.blob, file.filename ?? "invoices-export.csv");
    } catch (error) {
      fail("invoices.exportfailed", error);
    } finally {
      setExporting(false);
    }
  };

  const clearFilters = () => {
    setText("");
    show({ q: "", status: "all", lifecycle: "all", page: 1 });
    searchBox.current?.querySelector("input")?.focus();
  };

  const invoices = list?.data ?? [];
  const filtered = query.q !== "" || query.status !== "all" || query.lifecycle !== "all";
  const showLifecycle =
    query.lifecycle !== "all" || invoices.some((invoice) => invoice.lifecycle !== null);
  const statusChoices: ReadonlyArray<{ value: InvoiceStatusFilter; label: string }> = [
    { value: "all", label: t("invoices.filter.all") },
    ...invoiceStatuses.map((status) => ({ value: status, label: t(`invoices.status.${status}`) })),
  ];
  // The official French labels, as the platforms and the invoice's timeline give them.
  const lifecycleChoices: ReadonlyArray<{ value: InvoiceLifecycleFilter; label: string }> = [
    { value: "all", label: t("invoices.lifecycle.all") },
    { value: "none", label: t("invoices.lifecycle.none") },
    ...LIFECYCLE_CODES.map((code) => ({
      value: `${code}` as const,
      label: `${code} ${lifecycleLabel(code)}`,
    })),
  ];

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("invoices.title")}</h1>
          <p>{t("invoices.subtitle")}</p>
        </div>
        <div className={styles.headerActions}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void exportCsv()}
            disabled={exporting}
          >
            <Icon name="download" size={18} />
            {exporting ? t("invoices.exporting") : t("invoices.exportcsv")}
          </button>
          <Link href="/invoices/new" className="btn btn-primary">
            <Icon name="plus" size={18} />
            {t("invoices.newinvoice")}
          </Link>
        </div>
      </div>

      <search ref={searchBox} className={styles.toolbar}>
        <TextField
          label={t("invoices.search")}
          type="search"
          placeholder={t("invoices.searchplaceholder")}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          value={text}
          onChange={setText}
        />
        <SelectField
          label={t("invoices.filter.label")}
          value={query.status}
          onChange={(status) => show({ ...query, status, page: 1 })}
          choices={statusChoices}
        />
        <SelectField
          label={t("invoices.lifecycle.label")}
          value={query.lifecycle}
          onChange={(lifecycle) => show({ ...query, lifecycle, page: 1 })}
          choices={lifecycleChoices}
        />
        {loading && list ? <Spinner label={t("common.loading")} /> : null}
      </search>

      <QueryFailure query={answer} failureKey="invoices.failedtofetchinvoices" />
      {actionFailure ? (
        <FailureBanner title={t(actionFailure.key)} reason={actionFailure.reason}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setActionFailure(undefined)}
          >
            {t("common.dismiss")}
          </button>
        </FailureBanner>
      ) : null}

      {!list && loading ? <Spinner block label={t("common.loading")} /> : null}

      {list && invoices.length === 0 && !filtered ? (
        <section className={`card ${styles.state}`}>
          <Icon name="invoice" size={40} />
          <h2>{t("invoices.empty.title")}</h2>
          <p>{t("invoices.empty.text")}</p>
          <Link href="/invoices/new" className="btn btn-primary">
            {t("invoices.empty.action")}
          </Link>
        </section>
      ) : null}

      {list && invoices.length === 0 && filtered ? (
        <section className={`card ${styles.state}`}>
          <Icon name="search" size={40} />
          <h2>{t("invoices.nomatch.title")}</h2>
          <p>{t("invoices.nomatch.text")}</p>
          <button type="button" className="btn btn-secondary" onClick={clearFilters}>
            {t("invoices.nomatch.action")}
          </button>
        </section>
      ) : null}

      {invoices.length > 0 ? (
        <div className={`card ${styles.tableCard}`}>
          <table className={styles.table} aria-busy={loading}>
            <caption className="visually-hidden">
              {t("invoices.tablecaption", { count: list?.total ?? 0 })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("invoices.columns.number")}</th>
                <th scope="col">{t("invoices.columns.client")}</th>
                <th scope="col">{t("invoices.columns.issuedate")}</th>
                <th scope="col">{t("invoices.columns.duedate")}</th>
                <th scope="col" className={styles.amount}>
                  {t("invoices.columns.amount")}
                </th>
                <th scope="col">{t("invoices.columns.status")}</th>
                {showLifecycle ? <th scope="col">{t("invoices.columns.lifecycle")}</th> : null}
                <th scope="col">
                  <span className="visually-hidden">{t("common.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => {
                const number = invoiceNumberText(invoice.invoiceNumber, t);
                const which = t("invoices.rowname", { number, client: invoice.client.name });
                const busy = working === invoice.id;
                return (
                  <tr key={invoice.id}>
                    <th
                      scope="row"
                      data-label={t("invoices.columns.number")}
                      className={styles.nowrap}
                    >
                      <Link
                        href={`/invoices/${invoice.id}`}
                        className={invoice.invoiceNumber ? styles.number : styles.draftNumber}
                      >
                        {number}
                      </Link>
                    </th>
                    <td data-label={t("invoices.columns.client")}>{invoice.client.name}</td>
                    <td data-label={t("invoices.columns.issuedate")} className={styles.nowrap}>
                      {format.date(invoice.issueDate)}
                    </td>
                    <td data-label={t("invoices.columns.duedate")} className={styles.nowrap}>
                      {format.date(invoice.dueDate)}
                    </td>
                    <td data-label={t("invoices.columns.amount")} className={styles.amount}>
                      {format.money(invoice.total, invoice.currency)}
                      {invoice.paymentProgress === "partlypaid" ? (
                        <span className={styles.balance}>
                          {t("invoicepayments.balancedue")}{" "}
                          {format.money(invoice.balanceDue, invoice.currency)}
                        </span>
                      ) : null}
                    </td>
                    <td data-label={t("invoices.columns.status")}>
                      <StatusBadge status={invoice.status} />
                      {invoice.paymentProgress === "partlypaid" ? (
                        <span className={styles.partlyPaid}>
                          {t("invoicepayments.progress.partlypaid")}
                        </span>
                      ) : null}
                    </td>
                    {showLifecycle ? (
                      <td data-label={t("invoices.columns.lifecycle")}>
                        {invoice.lifecycle === null ? null : (
                          <span className={styles.lifecycle}>
                            <span className={styles.lifecycleCode}>{invoice.lifecycle.code}</span>{" "}
                            {invoice.lifecycle.label}
                          </span>
                        )}
                      </td>
                    ) : null}
                    <td className={styles.actions}>
                      <Link href={`/invoices/${invoice.id}`} className={styles.action}>
                        {t("common.view")}
                        <span className="visually-hidden"> {which}</span>
                      </Link>
                      {invoice.invoiceNumber === null ? (
                        <Link href={`/invoices/${invoice.id}/edit`} className={styles.action}>
                          {t("common.edit")}
                          <span className="visually-hidden"> {which}</span>
                        </Link>
                      ) : null}
                      {statusActions("list", invoice.status).includes("markAsPaid") ? (
                        <button
                          type="button"
                          className={styles.action}
                          disabled={busy}
                          onClick={() => void markPaid(invoice)}
                        >
                          {t("invoices.markaspaid")}
                          <span className="visually-hidden"> {which}</span>
                        </button>
                      ) : null}
                      {canDeleteInvoice(invoice) ? (
                        <button
                          type="button"
                          className={`${styles.action} ${styles.danger}`}
                          disabled={busy}
                          onClick={() => void remove(invoice)}
                        >
                          {t("common.delete")}
                          <span className="visually-hidden"> {which}</span>
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {list ? (
        <Pagination
          page={query.page}
          pageSize={INVOICES_PAGE_SIZE}
          total={list.total}
          onChange={(page) => show({ ...query, page })}
        />
      ) : null}
      {dialog}
    </div>
  );
};
