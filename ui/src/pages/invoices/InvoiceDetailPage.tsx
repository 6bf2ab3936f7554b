import {
  DEFAULT_TIME_ZONE,
  daysOverdue,
  type EmailMethod,
  fromMinorUnits,
  type InvoiceDetailResponse,
  type InvoiceStatus,
  statusActions,
  todayIn,
} from "@invoicing/core";
import type { TFunction } from "i18next";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "wouter";
import { ApiError } from "../../api/api-error.ts";
import { invoicesApi } from "../../api/invoices-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { Banner } from "../../components/Banner.tsx";
import { useConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { DetailHeader } from "../../components/DetailHeader.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryPage } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { BrazilFiscalSection } from "../brazil/BrazilFiscalSection.tsx";
import { InvoiceCreditNotes } from "../credit-notes/InvoiceCreditNotes.tsx";
import { FacturXSubmissions } from "../france/FacturXSubmissions.tsx";
import { LifecycleTimeline } from "../france/LifecycleTimeline.tsx";
import { EmailMenu } from "./EmailMenu.tsx";
import { InvoiceHistory } from "./InvoiceHistory.tsx";
import { InvoicePayments } from "./InvoicePayments.tsx";
import styles from "./invoice-detail.module.css";
import { invoiceFormOf, liveTotals } from "./invoice-form-values.ts";
import { invoiceNumberText } from "./invoice-number.ts";
import { LinesTable } from "./LinesTable.tsx";
import { PayLinkPanel } from "./PayLinkPanel.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import { printPdf, saveFile } from "./save-file.ts";
import { TotalsSummary } from "./TotalsSummary.tsx";

/** A failed action of the page, as its banner shows it. */
interface ActionFailure {
  readonly title: string;
  readonly reason: string;
}

/** The file name of an invoice's PDF: its number, or the draft's id before it has one. */
const pdfName = (invoice: InvoiceDetailResponse): string =>
  invoice.invoiceNumber
    ? `invoice-${invoice.invoiceNumber}.pdf`
    : `invoice-draft-${invoice.id}.pdf`;

/**
 * The invoice discount and the tax breakdown of the stored invoice, by the core's totals function
 * (read as the form reads it), in major units.
 */
const breakdownOf = (invoice: InvoiceDetailResponse) => {
  const totals = liveTotals(invoiceFormOf(invoice));
  const major = (minor: number) => fromMinorUnits(minor, invoice.currency);
  return {
    discount:
      totals.allowanceTotal === 0
        ? null
        : { linesTotal: major(totals.lineTotal), amount: major(totals.allowanceTotal) },
    taxBreakdown: totals.taxBreakdown.map((group) => ({
      taxRate: group.taxRate,
      basis: major(group.basis),
      taxAmount: major(group.taxAmount),
    })),
  };
};

/** The page's title: the invoice's number, or "Draft invoice". */
const titleOf = (invoice: InvoiceDetailResponse, t: TFunction): string =>
  invoice.invoiceNumber
    ? t("invoicedetail.title", { number: invoiceNumberText(invoice.invoiceNumber, t) })
    : t("invoicedetail.drafttitle");

/** The loaded invoice with its actions; `refresh` reads it again after one of them. */
const InvoiceView = ({
  invoice,
  refresh,
}: {
  readonly invoice: InvoiceDetailResponse;
  readonly refresh: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const user = useAtomValue(userAtom);
  const [working, setWorking] = useState<"status" | "pdf" | "print" | "email" | "duplicate">();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<ActionFailure>();
  const [outbox, setOutbox] = useState(false);
  const number = invoiceNumberText(invoice.invoiceNumber, t);

  const begin = (work: typeof working) => {
    setWorking(work);
    setFailure(undefined);
    setOutbox(false);
  };

  const changeStatus = async (to: InvoiceStatus, doneKey: string) => {
    begin("status");
    try {
      const changed = await invoicesApi.changeStatus(invoice.id, to, "detail");
      toast.success(t(doneKey, { number: invoiceNumberText(changed.invoiceNumber, t) }));
      refresh();
    } catch (error) {
      setFailure({
        title: t("invoicedetail.errors.updatestatus"),
        reason: errorText(error, "invoicedetail.errors.updatestatus"),
      });
    } finally {
      setWorking(undefined);
    }
  };

  const cancel = async () => {
    const confirmed = await confirm({
      title: t("invoices.canceltitle", { number }),
      message: t("invoices.cancelconfirmation"),
      confirmLabel: t("invoices.cancelinvoice"),
      danger: true,
    });
    if (confirmed) await changeStatus("cancelled", "invoices.cancelled");
  };

  const withPdf = async (work: "pdf" | "print", use: (blob: Blob) => void) => {
    begin(work);
    try {
      use((await invoicesApi.pdf(invoice.id)).blob);
    } catch (error) {
      setFailure({
        title: t("invoicedetail.errors.downloadpdf"),
        reason: errorText(error, "invoicedetail.errors.downloadpdf"),
      });
    } finally {
      setWorking(undefined);
    }
  };

  const sendEmail = async (method: EmailMethod) => {
    begin("email");
    try {
      const answer = await invoicesApi.sendEmail(invoice.id, method);
      toast.success(t("invoicedetail.emailsuccess"));
      setOutbox(answer.outbox);
      refresh();
    } catch (error) {
      const reached = error instanceof ApiError && error.failure === "response";
      setFailure({
        title: t("invoicedetail.emailfailed"),
        reason: reached
          ? error.message || t("invoicedetail.emailconfigerror")
          : errorText(error, "invoicedetail.emailfailed"),
      });
    } finally {
      setWorking(undefined);
    }
  };

  const duplicate = async () => {
    begin("duplicate");
    try {
      const copy = await invoicesApi.duplicate(invoice.id);
      toast.success(t("invoicedetail.duplicated"));
      navigate(`/invoices/${copy.id}/edit`);
    } catch (error) {
      setFailure({
        title: t("invoicedetail.errors.duplicate"),
        reason: errorText(error, "invoicedetail.errors.duplicate"),
      });
      setWorking(undefined);
    }
  };

  const actions = statusActions("detail", invoice.status);
  const issued = invoice.invoiceNumber !== null;
  const today = todayIn(user?.timeZone ?? DEFAULT_TIME_ZONE, new Date());
  const lateBy = invoice.status === "overdue" ? daysOverdue(invoice.dueDate, today) : 0;
  const money = (amount: number) => format.money(amount, invoice.currency);
  const busy = working !== undefined;

  return (
    <>
      <DetailHeader
        title={titleOf(invoice, t)}
        badge={<StatusBadge status={invoice.status} />}
        back={{ href: "/invoices", label: t("invoicedetail.backtolist") }}
      >
        {t("invoicedetail.subtitle", { client: invoice.client.name, total: money(invoice.total) })}
      </DetailHeader>

      <div className={styles.toolbar}>
        {issued ? null : (
          <Link href={`/invoices/${invoice.id}/edit`} className="btn btn-secondary">
            <Icon name="edit" size={18} />
            {t("common.edit")}
          </Link>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void duplicate()}
        >
          <Icon name="plus" size={18} />
          {t("invoicedetail.duplicate")}
        </button>
        <Link href={`/recurring-invoices?from=${invoice.id}`} className="btn btn-secondary">
          {t("recurring.fromthisinvoice")}
        </Link>
        {issued && invoice.status !== "cancelled" ? (
          <Link href={`/invoices/${invoice.id}/credit-note`} className="btn btn-secondary">
            {t("invoicedetail.creditnote")}
          </Link>
        ) : null}
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void withPdf("pdf", (blob) => saveFile(blob, pdfName(invoice)))}
        >
          <Icon name="download" size={18} />
          {working === "pdf" ? t("invoicedetail.downloading") : t("invoicedetail.downloadpdf")}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() =>
            void withPdf("print", (blob) => printPdf(blob, t("invoicedetail.printframe")))
          }
        >
          <Icon name="printer" size={18} />
          {t("invoicedetail.print")}
        </button>
        {invoice.status !== "cancelled" ? (
          <EmailMenu busy={working === "email"} onSend={(method) => void sendEmail(method)} />
        ) : null}
        {actions.includes("markAsSent") ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void changeStatus("sent", "invoicedetail.markedsent")}
          >
            {t("invoicedetail.markassent")}
          </button>
        ) : null}
        {actions.includes("markAsPaid") ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void changeStatus("paid", "invoices.markedpaid")}
          >
            <Icon name="check" size={18} />
            {t("invoices.markaspaid")}
          </button>
        ) : null}
        {actions.includes("payInvoice") ? (
          <Link href={`/invoices/${invoice.id}/payment`} className="btn btn-secondary">
            <Icon name="card" size={18} />
            {t("invoicedetail.payinvoice")}
          </Link>
        ) : null}
        {actions.includes("cancel") ? (
          <button
            type="button"
            className={`btn btn-secondary ${styles.danger}`}
            disabled={busy}
            onClick={() => void cancel()}
          >
            {t("invoices.cancelinvoice")}
          </button>
        ) : null}
      </div>

      {failure ? (
        <FailureBanner title={failure.title} reason={failure.reason}>
          <button type="button" className="btn btn-secondary" onClick={() => setFailure(undefined)}>
            {t("common.dismiss")}
          </button>
        </FailureBanner>
      ) : null}
      {outbox ? <Banner kind="info">{t("invoicedetail.emailoutbox")}</Banner> : null}
      <Banner kind="info">
        {t(issued ? "invoicedetail.issuednotice" : "invoicedetail.draftnotice")}
      </Banner>
      {lateBy > 0 ? (
        <Banner kind="warning">{t("invoicedetail.overdueby", { count: lateBy })}</Banner>
      ) : null}

      <div className={styles.overview}>
        <section className="card" aria-labelledby="bill-to">
          <h2 id="bill-to" className={styles.sectionTitle}>
            {t("invoicedetail.billto")}
          </h2>
          <p className={styles.clientName}>{invoice.client.name}</p>
          {invoice.client.company ? <p>{invoice.client.company}</p> : null}
          <p>
            <a href={`mailto:${invoice.client.email}`}>{invoice.client.email}</a>
          </p>
        </section>
        <section className="card" aria-labelledby="invoice-facts">
          <h2 id="invoice-facts" className={styles.sectionTitle}>
            {t("invoicedetail.details")}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t("invoicedetail.number")}</dt>
              <dd>{number}</dd>
            </div>
            <div>
              <dt>{t("invoiceform.issuedate")}</dt>
              <dd>{format.date(invoice.issueDate)}</dd>
            </div>
            <div>
              <dt>{t("invoiceform.duedate")}</dt>
              <dd>{format.date(invoice.dueDate)}</dd>
            </div>
            <div>
              <dt>{t("invoiceform.currency")}</dt>
              <dd>{invoice.currency}</dd>
            </div>
            {invoice.siret ? (
              <div>
                <dt>{t("invoiceform.siret")}</dt>
                <dd>{invoice.siret}</dd>
              </div>
            ) : null}
            {invoice.vatNumber ? (
              <div>
                <dt>{t("invoiceform.vatnumber")}</dt>
                <dd>{invoice.vatNumber}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("invoicedetail.createdat")}</dt>
              <dd>{format.dateTime(invoice.createdAt)}</dd>
            </div>
            {invoice.sentAt ? (
              <div>
                <dt>{t("invoicedetail.sentat")}</dt>
                <dd>{format.dateTime(invoice.sentAt)}</dd>
              </div>
            ) : null}
            {invoice.paidAt ? (
              <div>
                <dt>{t("invoicedetail.paidat")}</dt>
                <dd>{format.dateTime(invoice.paidAt)}</dd>
              </div>
            ) : null}
            {invoice.cancelledAt ? (
              <div>
                <dt>{t("invoicedetail.cancelledat")}</dt>
                <dd>{format.dateTime(invoice.cancelledAt)}</dd>
              </div>
            ) : null}
            {invoice.archive ? (
              <div>
                <dt>{t("invoicedetail.pdfhash")}</dt>
                <dd
                  className={styles.hash}
                  title={t("invoicedetail.archivedat", {
                    when: format.dateTime(invoice.archive.archivedAt),
                  })}
                >
                  {invoice.archive.pdfSha256}
                </dd>
              </div>
            ) : null}
            {invoice.archive?.xmlSha256 ? (
              <div>
                <dt>{t("invoicedetail.xmlhash")}</dt>
                <dd className={styles.hash}>{invoice.archive.xmlSha256}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>

      <section className={`card ${styles.itemsCard}`} aria-labelledby="invoice-lines">
        <h2 id="invoice-lines" className={styles.sectionTitle}>
          {t("invoiceform.sections.items")}
        </h2>
        <LinesTable items={invoice.items} currency={invoice.currency} />
        <TotalsSummary
          figures={{
            currency: invoice.currency,
            ...breakdownOf(invoice),
            subtotal: invoice.subtotal,
            taxAmount: invoice.taxAmount,
            total: invoice.total,
          }}
        />
      </section>

      {invoice.notes.trim() !== "" ? (
        <section className="card" aria-labelledby="invoice-notes">
          <h2 id="invoice-notes" className={styles.sectionTitle}>
            {t("invoiceform.notes")}
          </h2>
          <p className={styles.notes}>{invoice.notes}</p>
        </section>
      ) : null}

      <InvoiceCreditNotes invoice={invoice} />
      <InvoicePayments key={invoice.updatedAt} invoice={invoice} refresh={refresh} />
      <PayLinkPanel invoice={invoice} />
      <FacturXSubmissions key={invoice.updatedAt} invoice={invoice} />
      <LifecycleTimeline key={`lifecycle-${invoice.updatedAt}`} invoice={invoice} />
      {invoice.currency === "BRL" ? (
        <BrazilFiscalSection key={invoice.updatedAt} invoice={invoice} />
      ) : null}
      <InvoiceHistory history={invoice.history} currency={invoice.currency} />
      {dialog}
    </>
  );
};

/**
 * `/invoices/:id`: every field of the invoice, its items, tax breakdown, totals and history, with
 * the actions of docs/PRODUCT-RULES.md#lifecycle: PDF download and print, e-mail by SMTP or Resend,
 * the status buttons the detail screen allows (mark as sent, mark as paid, pay, cancel a draft),
 * and "Duplicate as a new draft". A draft can be edited; a numbered invoice is read-only (decisions
 * §9) and is corrected by a credit note.
 */
export const InvoiceDetailPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams<{ id: string }>();
  const loaded = useApiQuery({
    queryKey: ["invoice-detail", id],
    queryFn: ({ signal }) => invoicesApi.get(id, { signal }),
  });
  usePageTitle(loaded.data ? titleOf(loaded.data, t) : t("invoicedetail.loadingtitle"));
  return (
    <QueryPage
      query={loaded}
      failureKey="invoicedetail.errors.fetchinvoice"
      notFound={t("invoicedetail.errors.invoicenotfound")}
    >
      {(invoice) => <InvoiceView invoice={invoice} refresh={() => void loaded.refetch()} />}
    </QueryPage>
  );
};
