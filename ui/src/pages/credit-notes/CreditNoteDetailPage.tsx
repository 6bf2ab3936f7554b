import type { CreditNoteJson } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { creditNotesApi } from "../../api/credit-notes-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { DetailHeader } from "../../components/DetailHeader.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryPage } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { LinesTable } from "../invoices/LinesTable.tsx";
import { saveFile } from "../invoices/save-file.ts";
import { TotalsSummary } from "../invoices/TotalsSummary.tsx";
import styles from "./credit-notes.module.css";

/** The credit note's number, the invoice it corrects, its reason, lines, totals and PDF. */
const CreditNoteView = ({ creditNote }: { readonly creditNote: CreditNoteJson }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string>();

  const download = async () => {
    setDownloading(true);
    setFailure(undefined);
    try {
      const file = await creditNotesApi.pdf(creditNote.id);
      saveFile(file.blob, file.filename ?? `credit-note-${creditNote.creditNoteNumber}.pdf`);
    } catch (error) {
      setFailure(errorText(error, "creditnotes.errors.downloadpdf"));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <DetailHeader
        title={t("creditnotes.detailtitle", { number: creditNote.creditNoteNumber })}
        back={{ href: "/credit-notes", label: t("creditnotes.backtolist") }}
      >
        <Link href={`/invoices/${creditNote.invoiceId}`}>
          {t("creditnotes.forinvoice", {
            number: creditNote.invoiceNumber,
            date: format.date(creditNote.invoiceIssueDate),
          })}
        </Link>
      </DetailHeader>
      <div className={styles.footer}>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={downloading}
          onClick={() => void download()}
        >
          <Icon name="download" size={18} />
          {t("creditnotes.downloadpdf")}
        </button>
      </div>
      {failure ? (
        <FailureBanner title={t("creditnotes.errors.downloadpdf")} reason={failure} />
      ) : null}
      <section className="card">
        <dl className={styles.figures}>
          <div>
            <dt>{t("creditnotes.issuedate.label")}</dt>
            <dd>{format.date(creditNote.issueDate)}</dd>
          </div>
          <div>
            <dt>{t("creditnotes.columns.client")}</dt>
            <dd>{creditNote.client.name}</dd>
          </div>
          <div>
            <dt>{t("creditnotes.reason")}</dt>
            <dd>{creditNote.reason}</dd>
          </div>
        </dl>
      </section>
      <section className={`card ${styles.linesCard}`} aria-label={t("invoiceform.sections.items")}>
        <LinesTable items={creditNote.items} currency={creditNote.currency} />
        <TotalsSummary
          figures={{
            currency: creditNote.currency,
            discount: null,
            subtotal: creditNote.subtotal,
            taxBreakdown: [],
            taxAmount: creditNote.taxAmount,
            total: creditNote.total,
          }}
        />
      </section>
    </>
  );
};

/** `/credit-notes/:id`: one credit note (docs/PRODUCT-RULES.md#credit-notes). */
export const CreditNoteDetailPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams<{ id: string }>();
  const loaded = useApiQuery({
    queryKey: ["credit-note-detail", id],
    queryFn: ({ signal }) => creditNotesApi.get(id, { signal }),
  });
  usePageTitle(
    loaded.data
      ? t("creditnotes.detailtitle", { number: loaded.data.creditNoteNumber })
      : t("creditnotes.loadingtitle"),
  );
  return (
    <QueryPage
      query={loaded}
      failureKey="creditnotes.errors.fetch"
      notFound={t("creditnotes.errors.notfound")}
    >
      {(creditNote) => <CreditNoteView creditNote={creditNote} />}
    </QueryPage>
  );
};
