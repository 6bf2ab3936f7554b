import type { InvoiceStatus, NfeSubmission } from "@invoicing/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { brazilApi } from "../../api/brazil-api.ts";
import { Banner } from "../../components/Banner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { saveFile } from "../invoices/save-file.ts";
import styles from "./brazil.module.css";
import { NfeEventsSection } from "./NfeEventsSection.tsx";
import { SubmissionKey, SubmissionProblems, SubmissionTags } from "./SubmissionDetails.tsx";

/** What the section needs to know of the invoice. */
export interface NfeInvoice {
  readonly id: string;
  readonly invoiceNumber: string | null;
  readonly status: InvoiceStatus;
}

/**
 * The NF-e of a BRL invoice, for its detail page: a button that submits it to SEFAZ (or the
 * sandbox), each submission with SEFAZ's code and reason (or what stopped an auto-send), and the
 * authorised NF-e's XML and DANFE, then its events (cancellation, correction letters). Mount it
 * for BRL invoices only, keyed by the invoice's
 * `updatedAt`, so an issue (and its auto-send) shows at once.
 */
export const NfeSection = ({ invoice }: { readonly invoice: NfeInvoice }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const headingId = useId();
  const [working, setWorking] = useState<"submit" | "xml" | "danfe">();
  const loaded = useApiQuery({
    queryKey: ["nfe-submissions", invoice.id],
    queryFn: ({ signal }) => brazilApi.submissions(invoice.id, { signal }),
  });
  const submissions: ReadonlyArray<NfeSubmission> = loaded.data?.data ?? [];
  const authorized = submissions.find((submission) => submission.authorized);
  const issued = invoice.invoiceNumber !== null && invoice.status !== "cancelled";

  const submit = async () => {
    setWorking("submit");
    try {
      const answer = await brazilApi.submit(invoice.id);
      const text = t("brazil.submission.answer", { code: answer.cStat, reason: answer.xMotivo });
      if (answer.success) toast.success(text);
      else toast.error(text);
      void loaded.refetch();
    } catch (error) {
      toast.error(errorText(error, "brazil.submission.failed"));
    } finally {
      setWorking(undefined);
    }
  };

  const download = async (kind: "xml" | "danfe") => {
    setWorking(kind);
    try {
      const file = await (kind === "xml"
        ? brazilApi.nfeXml(invoice.id)
        : brazilApi.danfe(invoice.id));
      saveFile(file.blob, file.filename ?? (kind === "xml" ? "nfe.xml" : "danfe.pdf"));
    } catch (error) {
      toast.error(errorText(error, "brazil.submission.downloadfailed"));
    } finally {
      setWorking(undefined);
    }
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.nfeHeader}>
        <div className={styles.sectionHeader}>
          <h2 id={headingId} className={styles.nfeTitle}>
            {t("brazil.submission.title")}
          </h2>
          <p>{t(issued ? "brazil.submission.description" : "brazil.submission.notissued")}</p>
        </div>
        <div className={styles.actions}>
          {authorized ? (
            <>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={working !== undefined}
                onClick={() => void download("xml")}
              >
                <Icon name="download" size={18} />
                {t("brazil.submission.downloadxml")}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={working !== undefined}
                onClick={() => void download("danfe")}
              >
                <Icon name="download" size={18} />
                {t("brazil.submission.downloaddanfe")}
              </button>
            </>
          ) : null}
          <button
            type="button"
            className="btn btn-primary"
            disabled={!issued || working !== undefined}
            onClick={() => void submit()}
          >
            <Icon name="upload" size={18} />
            {working === "submit"
              ? t("brazil.submission.submitting")
              : t("brazil.submission.submit")}
          </button>
        </div>
      </div>
      {loaded.isPending ? <Spinner label={t("common.loading")} /> : null}
      {loaded.isError ? (
        <Banner kind="error">{errorText(loaded.error, "brazil.submission.fetchfailed")}</Banner>
      ) : null}
      {loaded.isSuccess && submissions.length === 0 ? (
        <p className={styles.muted}>{t("brazil.submission.none")}</p>
      ) : null}
      {submissions.length > 0 ? (
        <ol className={styles.submissions} aria-label={t("brazil.submission.list")}>
          {submissions.map((submission) => (
            <li key={submission.id} className={styles.submission}>
              <div className={styles.submissionLine}>
                <span
                  className={`${styles.status} ${submission.authorized ? styles.authorized : styles.rejected}`}
                >
                  {submission.cStat ?? t("brazil.submission.notsent")}
                </span>
                <span className={styles.reason}>
                  {submission.xMotivo ?? (submission.error ? t(submission.error) : "")}
                </span>
              </div>
              <SubmissionTags submission={submission} />
              <SubmissionKey submission={submission} />
              {submission.protocol ? (
                <p className={styles.key}>
                  {t("brazil.submission.protocol", { protocol: submission.protocol })}
                </p>
              ) : null}
              <SubmissionProblems submission={submission} />
            </li>
          ))}
        </ol>
      ) : null}
      {authorized ? <NfeEventsSection invoiceId={invoice.id} /> : null}
    </section>
  );
};
