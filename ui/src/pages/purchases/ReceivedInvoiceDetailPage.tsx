import type { ReceivedInvoiceDetail, ReceivedParty } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "wouter";
import { receivedInvoicesApi } from "../../api/received-invoices-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { DetailHeader } from "../../components/DetailHeader.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryPage } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { saveFile } from "../invoices/save-file.ts";
import { FailedRules } from "./FailedRules.tsx";
import { ReceivedInvoiceAnswer } from "./ReceivedInvoiceAnswer.tsx";
import styles from "./received-invoices.module.css";
import { receivedState } from "./received-state.ts";

/** A party as the invoice names it: name, SIREN, VAT number. */
const Party = ({ label, party }: { readonly label: string; readonly party: ReceivedParty }) => {
  const { t } = useTranslation();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {party.name}
        {party.siren === null ? null : (
          <span className={styles.muted}>
            {" "}
            · {t("receivedinvoices.detail.siren")} {party.siren}
          </span>
        )}
        {party.vatNumber === null ? null : (
          <span className={styles.muted}> · {party.vatNumber}</span>
        )}
      </dd>
    </div>
  );
};

/** The invoice's parties, dates, lines, VAT, totals, findings, statuses, and the buyer's actions. */
const ReceivedInvoiceView = ({
  invoice,
  reload,
}: {
  readonly invoice: ReceivedInvoiceDetail;
  readonly reload: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const [paying, setPaying] = useState(false);
  const money = (amount: number) => format.money(amount, invoice.currency);
  const state = receivedState(invoice);

  const download = async (url: string, fallbackName: string) => {
    try {
      const file = await receivedInvoicesApi.download(url);
      saveFile(file.blob, file.filename ?? fallbackName);
    } catch (error) {
      toast.error(errorText(error, "receivedinvoices.errors.download"));
    }
  };

  const markPaid = async () => {
    setPaying(true);
    try {
      await receivedInvoicesApi.markPaid(invoice.id);
      reload();
    } catch (error) {
      toast.error(errorText(error, "receivedinvoices.detail.paidfailed"));
    } finally {
      setPaying(false);
    }
  };

  return (
    <>
      <DetailHeader
        title={t("receivedinvoices.detail.title", {
          number: invoice.number,
          supplier: invoice.supplier.name,
        })}
        back={{ href: "/received-invoices", label: t("receivedinvoices.detail.back") }}
      >
        <span className={styles.state} data-state={state}>
          {t(`receivedinvoices.states.${state}`)}
        </span>
      </DetailHeader>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void download(invoice.originalUrl, invoice.fileName)}
        >
          <Icon name="download" size={18} />
          {t("receivedinvoices.detail.original")}
        </button>
        {invoice.paidAt === null && invoice.status !== 210 ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={paying}
            onClick={() => void markPaid()}
          >
            {t("receivedinvoices.detail.markpaid")}
          </button>
        ) : null}
      </div>
      <section className="card">
        <dl className={styles.figures}>
          <Party label={t("receivedinvoices.detail.supplier")} party={invoice.supplier} />
          <Party label={t("receivedinvoices.detail.buyer")} party={invoice.buyer} />
          <div>
            <dt>{t("receivedinvoices.columns.issuedate")}</dt>
            <dd>{format.date(invoice.issueDate)}</dd>
          </div>
          <div>
            <dt>{t("receivedinvoices.columns.duedate")}</dt>
            <dd>{invoice.dueDate === null ? "—" : format.date(invoice.dueDate)}</dd>
          </div>
          <div>
            <dt>{t("receivedinvoices.detail.format")}</dt>
            <dd>
              {invoice.syntax} · {invoice.typeCode}
            </dd>
          </div>
          {invoice.paymentTerms === null ? null : (
            <div>
              <dt>{t("receivedinvoices.detail.paymentterms")}</dt>
              <dd>{invoice.paymentTerms}</dd>
            </div>
          )}
          {invoice.paidAt === null ? null : (
            <div>
              <dt>{t("receivedinvoices.states.paid")}</dt>
              <dd>{format.dateTime(invoice.paidAt)}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card" aria-label={t("receivedinvoices.detail.lines")}>
        <h2>{t("receivedinvoices.detail.lines")}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("receivedinvoices.detail.item")}</th>
              <th scope="col" className={styles.amount}>
                {t("receivedinvoices.detail.quantity")}
              </th>
              <th scope="col">{t("receivedinvoices.detail.vat")}</th>
              <th scope="col" className={styles.amount}>
                {t("receivedinvoices.detail.net")}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={`${line.id} ${line.name} ${line.netAmount}`}>
                <td>{line.name}</td>
                <td className={styles.amount}>
                  {line.quantity} {line.unitCode ?? ""}
                </td>
                <td>
                  {line.vatCategory} {line.vatRate === null ? "" : `${line.vatRate} %`}
                </td>
                <td className={styles.amount}>{money(line.netAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.totals}>
          {invoice.vatBreakdown.map((row) => (
            <div key={`${row.category} ${row.rate}`}>
              <dt>
                {t("receivedinvoices.detail.vatrow", {
                  category: row.category,
                  rate: row.rate ?? 0,
                  base: money(row.taxableAmount),
                })}
              </dt>
              <dd>{money(row.taxAmount)}</dd>
            </div>
          ))}
          <div>
            <dt>{t("receivedinvoices.detail.totalwithouttax")}</dt>
            <dd>{money(invoice.totalWithoutTax)}</dd>
          </div>
          <div>
            <dt>{t("receivedinvoices.detail.totaltax")}</dt>
            <dd>{money(invoice.totalTax)}</dd>
          </div>
          <div>
            <dt>{t("receivedinvoices.detail.total")}</dt>
            <dd>{money(invoice.total)}</dd>
          </div>
          <div>
            <dt>{t("receivedinvoices.detail.amountdue")}</dt>
            <dd>{money(invoice.amountDue)}</dd>
          </div>
        </dl>
      </section>
      <section className="card">
        <h2>{t("receivedinvoices.detail.validation")}</h2>
        {invoice.validation.failedRules.length === 0 ? (
          <p>{t("receivedinvoices.detail.allrulespassed")}</p>
        ) : (
          <FailedRules
            rules={invoice.validation.failedRules}
            heading="receivedinvoices.detail.findings"
          />
        )}
      </section>
      {invoice.status === 210 ? null : (
        <ReceivedInvoiceAnswer invoiceId={invoice.id} onAnswered={reload} />
      )}
      <section className="card" aria-label={t("receivedinvoices.detail.statuses")}>
        <h2>{t("receivedinvoices.detail.statuses")}</h2>
        {invoice.statuses.length === 0 ? (
          <p className={styles.muted}>{t("receivedinvoices.detail.nostatus")}</p>
        ) : (
          <ol className={styles.statuses}>
            {invoice.statuses.map((status) => (
              <li key={`${status.code}-${status.at}`} data-code={status.code}>
                <strong>{status.code}</strong> <span>{status.label}</span>{" "}
                <time dateTime={status.at} className={styles.muted}>
                  {format.dateTime(status.at)}
                </time>
                {status.reason === null ? null : (
                  <span className={styles.reason}>{status.reason}</span>
                )}
                {status.xmlUrl === undefined ? null : (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() =>
                      void download(status.xmlUrl ?? "", `${invoice.number}_${status.code}.xml`)
                    }
                  >
                    {t("receivedinvoices.detail.downloadcdar")}
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
};

/** `/received-invoices/:id`: one supplier invoice and the buyer's answers to it. */
export const ReceivedInvoiceDetailPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams<{ id: string }>();
  const loaded = useApiQuery({
    queryKey: ["received-invoice-detail", id],
    queryFn: ({ signal }) => receivedInvoicesApi.get(id, { signal }),
  });
  usePageTitle(
    loaded.data
      ? t("receivedinvoices.detail.title", {
          number: loaded.data.data.number,
          supplier: loaded.data.data.supplier.name,
        })
      : t("receivedinvoices.title"),
  );
  return (
    <QueryPage
      query={loaded}
      failureKey="receivedinvoices.errors.fetch"
      notFound={t("receivedinvoices.errors.notfound")}
    >
      {({ data }) => <ReceivedInvoiceView invoice={data} reload={() => void loaded.refetch()} />}
    </QueryPage>
  );
};
