import type { CreditNoteJson } from "@invoicing/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { ApiError, creditNotesApi } from "../../api/index.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { LinesTable } from "../invoices/LinesTable.tsx";
import { saveFile } from "../invoices/save-file.ts";
import { TotalsSummary } from "../invoices/TotalsSummary.tsx";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import styles from "./credit-notes.module.css";

type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly creditNote: CreditNoteJson }
  | { readonly status: "notfound" }
  | { readonly status: "failed"; readonly error: unknown };

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
      saveFile(file.blob, `credit-note-${creditNote.creditNoteNumber}.pdf`);
    } catch (error) {
      setFailure(errorText(error, "creditnotes.errors.downloadpdf"));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <div className="page-header">
        <div>
          <h1>{t("creditnotes.detailtitle", { number: creditNote.creditNoteNumber })}</h1>
          <p>
            <Link href={`/invoices/${creditNote.invoiceId}`}>
              {t("creditnotes.forinvoice", {
                number: creditNote.invoiceNumber,
                date: format.date(creditNote.invoiceIssueDate),
              })}
            </Link>
          </p>
        </div>
        <Link href="/credit-notes" className="btn btn-secondary">
          <Icon name="arrowLeft" size={18} />
          {t("creditnotes.backtolist")}
        </Link>
      </div>
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
      <section className="card" aria-labelledby="credit-note-facts">
        <dl className={styles.figures} id="credit-note-facts">
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

/** `/credit-notes/:id`: one credit note (decisions §9). */
export const CreditNoteDetailPage = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id = "" } = useParams<{ id: string }>();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    void generation;
    const controller = new AbortController();
    setLoaded({ status: "loading" });
    creditNotesApi
      .get(id, { signal: controller.signal })
      .then((creditNote) => setLoaded({ status: "loaded", creditNote }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setLoaded(notFound ? { status: "notfound" } : { status: "failed", error });
      });
    return () => controller.abort();
  }, [id, generation]);
  usePageTitle(
    loaded.status === "loaded"
      ? t("creditnotes.detailtitle", { number: loaded.creditNote.creditNoteNumber })
      : t("creditnotes.loadingtitle"),
  );

  if (loaded.status === "notfound") {
    return <NotFoundPage message={t("creditnotes.errors.notfound")} />;
  }
  return (
    <div className="page">
      {loaded.status === "loading" ? <Spinner block label={t("common.loading")} /> : null}
      {loaded.status === "failed" ? (
        <FailureBanner
          title={t("creditnotes.errors.fetch")}
          reason={errorText(loaded.error, "creditnotes.errors.fetch")}
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
      {loaded.status === "loaded" ? <CreditNoteView creditNote={loaded.creditNote} /> : null}
    </div>
  );
};
