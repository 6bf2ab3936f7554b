import type { NfseSubmission } from "@invoicing/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { nfseApi } from "../../api/nfse-api.ts";
import { Banner } from "../../components/Banner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useAppQueryClient } from "../../queries/query-client.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { saveFile } from "../invoices/save-file.ts";
import styles from "./brazil.module.css";
import type { NfeInvoice } from "./NfeSection.tsx";
import { NfseCancelDialog, type NfseCancellationReason } from "./NfseCancelDialog.tsx";
import { SubmissionKey, SubmissionProblems, SubmissionTags } from "./SubmissionDetails.tsx";

/** The words a submission's status shows. */
const STATUS_KEY: Readonly<Record<NfseSubmission["status"], string>> = {
  issued: "brazil.nfse.status.issued",
  rejected: "brazil.nfse.status.rejected",
  failed: "brazil.nfse.status.failed",
};

/**
 * The NFS-e of a BRL invoice of services, for its detail page (docs/BRAZIL.md): a button that
 * issues it through the national system (or the sandbox), each submission with the national
 * system's answer (or what stopped an auto-send), the issued NFS-e's status, its XML and DANFSe,
 * and its cancellation with a reason and a justification (which cancels the invoice). Mount it
 * keyed by the invoice's `updatedAt`, so an issue (and its auto-send) shows at once.
 */
export const NfseSection = ({ invoice }: { readonly invoice: NfeInvoice }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useAppQueryClient();
  const headingId = useId();
  const [working, setWorking] = useState<"issue" | "xml" | "danfse">();
  const [cancelling, setCancelling] = useState(false);
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const loaded = useApiQuery({
    queryKey: ["nfse-submissions", invoice.id],
    queryFn: ({ signal }) => nfseApi.submissions(invoice.id, { signal }),
  });
  const submissions: ReadonlyArray<NfseSubmission> = loaded.data?.data ?? [];
  const issued = submissions.find((submission) => submission.status === "issued");
  const standing = issued !== undefined && !issued.cancelled;
  const numbered = invoice.invoiceNumber !== null && invoice.status !== "cancelled";

  const issue = async () => {
    setWorking("issue");
    try {
      const answer = await nfseApi.issue(invoice.id);
      if (answer.success) toast.success(t("brazil.nfse.issuedtoast"));
      else {
        const first = answer.messages[0];
        toast.error(
          first === undefined
            ? t("brazil.nfse.rejectedtoast")
            : t("brazil.nfse.answer", { code: first.code, reason: first.description }),
        );
      }
      void loaded.refetch();
    } catch (error) {
      toast.error(errorText(error, "brazil.nfse.failed"));
    } finally {
      setWorking(undefined);
    }
  };

  const download = async (kind: "xml" | "danfse") => {
    setWorking(kind);
    try {
      const file = await (kind === "xml"
        ? nfseApi.nfseXml(invoice.id)
        : nfseApi.danfse(invoice.id));
      saveFile(file.blob, file.filename ?? (kind === "xml" ? "nfse.xml" : "danfse.pdf"));
    } catch (error) {
      toast.error(errorText(error, "brazil.submission.downloadfailed"));
    } finally {
      setWorking(undefined);
    }
  };

  const cancel = async (reason: NfseCancellationReason, justification: string) => {
    setSending(true);
    try {
      const answer = await nfseApi.cancel(invoice.id, { reason, justification });
      const first = answer.messages[0];
      if (answer.success) toast.success(t("brazil.nfse.cancel.done"));
      else
        toast.error(
          first === undefined
            ? t("brazil.nfse.cancel.refused")
            : t("brazil.nfse.answer", { code: first.code, reason: first.description }),
        );
      setCancelling(false);
      void loaded.refetch();
      void queryClient.invalidateQueries({ queryKey: ["invoice-detail", invoice.id] });
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.justification : undefined;
      if (field !== undefined) setFieldError(t(field));
      else {
        setCancelling(false);
        toast.error(errorText(error, "brazil.nfse.cancel.failed"));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.nfeHeader}>
        <div className={styles.sectionHeader}>
          <h2 id={headingId} className={styles.nfeTitle}>
            {t("brazil.nfse.title")}
          </h2>
          <p>
            {issued === undefined
              ? t(numbered ? "brazil.nfse.description" : "brazil.nfse.notnumbered")
              : t(issued.cancelled ? "brazil.nfse.status.cancelled" : "brazil.nfse.status.issued")}
          </p>
        </div>
        <div className={styles.actions}>
          {issued ? (
            <>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={working !== undefined}
                onClick={() => void download("xml")}
              >
                <Icon name="download" size={18} />
                {t("brazil.nfse.downloadxml")}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={working !== undefined}
                onClick={() => void download("danfse")}
              >
                <Icon name="download" size={18} />
                {t("brazil.nfse.downloaddanfse")}
              </button>
            </>
          ) : null}
          {standing ? (
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                setFieldError(undefined);
                setCancelling(true);
              }}
            >
              {t("brazil.nfse.cancel.open")}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!numbered || issued !== undefined || working !== undefined}
              onClick={() => void issue()}
            >
              <Icon name="upload" size={18} />
              {t(working === "issue" ? "brazil.nfse.issuing" : "brazil.nfse.issue")}
            </button>
          )}
        </div>
      </div>
      {loaded.isPending ? <Spinner label={t("common.loading")} /> : null}
      {loaded.isError ? (
        <Banner kind="error">{errorText(loaded.error, "brazil.nfse.fetchfailed")}</Banner>
      ) : null}
      {loaded.isSuccess && submissions.length === 0 ? (
        <p className={styles.muted}>{t("brazil.nfse.none")}</p>
      ) : null}
      {submissions.length > 0 ? (
        <ol className={styles.submissions} aria-label={t("brazil.nfse.list")}>
          {submissions.map((submission) => (
            <li key={submission.id} className={styles.submission}>
              <div className={styles.submissionLine}>
                <span
                  className={`${styles.status} ${submission.status === "issued" && !submission.cancelled ? styles.authorized : styles.rejected}`}
                >
                  {t(
                    submission.cancelled
                      ? "brazil.nfse.status.cancelled"
                      : STATUS_KEY[submission.status],
                  )}
                </span>
                <span className={styles.reason}>
                  {submission.error
                    ? t(submission.error)
                    : submission.messages
                        .map((message) => `${message.code} ${message.description}`)
                        .join("; ")}
                </span>
              </div>
              <SubmissionTags submission={submission} />
              <SubmissionKey submission={submission} />
              <SubmissionProblems submission={submission} />
            </li>
          ))}
        </ol>
      ) : null}
      {cancelling ? (
        <NfseCancelDialog
          error={fieldError}
          sending={sending}
          onSend={(reason, justification) => void cancel(reason, justification)}
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </section>
  );
};
