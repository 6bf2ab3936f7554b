import type { FacturXSubmission, InvoiceJson } from "@invoicing/core";
import { useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { franceApi } from "../../api/france-api.ts";
import { Banner } from "../../components/Banner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { saveFile } from "../invoices/save-file.ts";
import { FacturXSubmissionList } from "./FacturXSubmissionList.tsx";
import styles from "./factur-x-submissions.module.css";

/** What stopped a submission before it reached the platform: the refusal's problems. */
interface Refusal {
  /** Each refused field with the i18n key of its problem. */
  readonly fields: ReadonlyArray<readonly [string, string]>;
}

/**
 * The invoice detail's French e-invoicing card: submit the invoice's Factur-X to the platform,
 * download its XML, and every submission with the platform's answer (the failed rules of a
 * rejection). Shown to sellers with France settings, and wherever submissions exist.
 */
export const FacturXSubmissions = ({
  invoice,
}: {
  readonly invoice: Pick<InvoiceJson, "id" | "invoiceNumber">;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const headingId = useId();
  const [working, setWorking] = useState<"submit" | "xml">();
  const [refusal, setRefusal] = useState<Refusal>();
  // The card shows only where it has something to say; a failed read hides it.
  const loaded = useApiQuery({
    queryKey: ["factur-x-submissions", invoice.id],
    queryFn: async ({ signal }): Promise<ReadonlyArray<FacturXSubmission> | null> => {
      const [settings, submissions] = await Promise.all([
        franceApi.settings({ signal }),
        franceApi.submissions(invoice.id, { signal }),
      ]);
      return settings.data === null && submissions.data.length === 0 ? null : submissions.data;
    },
  });
  const { refetch } = loaded;

  const submit = useCallback(async () => {
    setWorking("submit");
    setRefusal(undefined);
    try {
      const answer = await franceApi.submit(invoice.id);
      if (answer.success) toast.success(answer.message);
      else toast.error(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.code === "einvoicing.errors.facturxrefused") {
        setRefusal({ fields: Object.entries(error.fields) });
      } else {
        toast.error(errorText(error, "einvoicing.errors.submitfailed"));
      }
    } finally {
      setWorking(undefined);
      void refetch();
    }
  }, [invoice.id, toast, errorText, refetch]);

  const downloadXml = useCallback(async () => {
    setWorking("xml");
    setRefusal(undefined);
    try {
      const file = await franceApi.facturXXml(invoice.id);
      saveFile(file.blob, file.filename ?? "factur-x.xml");
    } catch (error) {
      if (error instanceof ApiError && error.code === "einvoicing.errors.facturxrefused") {
        setRefusal({ fields: Object.entries(error.fields) });
      } else {
        toast.error(errorText(error, "einvoicing.errors.xmldownload"));
      }
    } finally {
      setWorking(undefined);
    }
  }, [invoice.id, toast, errorText]);

  const submissions = loaded.data;
  if (submissions === undefined || submissions === null) return null;
  const issued = invoice.invoiceNumber !== null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {t("einvoicing.submissions.title")}
          </h2>
          <p className={styles.muted}>{t("einvoicing.submissions.description")}</p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!issued || working !== undefined}
            onClick={() => void downloadXml()}
          >
            <Icon name="download" size={18} />
            {t("einvoicing.submissions.downloadxml")}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!issued || working !== undefined}
            onClick={() => void submit()}
          >
            {working === "submit"
              ? t("einvoicing.submissions.submitting")
              : t("einvoicing.submissions.submit")}
          </button>
        </div>
      </div>
      {issued ? null : <p className={styles.muted}>{t("einvoicing.submissions.draftnotice")}</p>}
      {refusal ? (
        <Banner kind="error">
          <p>{t("einvoicing.submissions.refusedtitle")}</p>
          <ul className={styles.problems}>
            {refusal.fields.map(([field, key]) => (
              <li key={field}>{t(key)}</li>
            ))}
          </ul>
        </Banner>
      ) : null}
      <FacturXSubmissionList submissions={submissions} />
    </section>
  );
};
