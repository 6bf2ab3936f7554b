import type { FailedRule } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { receivedInvoicesApi } from "../../api/received-invoices-api.ts";
import { Banner } from "../../components/Banner.tsx";
import { FieldError } from "../../components/FieldError.tsx";
import { useToast } from "../../components/toasts.ts";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { FailedRules } from "./FailedRules.tsx";
import styles from "./received-invoices.module.css";

/**
 * The upload of a supplier invoice (docs/FRANCE-PA.md#receiving): a Factur-X PDF, CII or UBL
 * file; a refusal lists each rule the file broke. `onReceived` gets the new invoice's id.
 */
export const UploadReceivedInvoice = ({
  onReceived,
}: {
  readonly onReceived: (id: string) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [rules, setRules] = useState<ReadonlyArray<FailedRule>>([]);
  const { form, submit, busy, failure } = useFormSubmit(setErrors, {
    decode: () =>
      file === null ? { fields: { file: "receivedinvoices.filemissing" } } : { value: file },
    send: async (chosen) => {
      setRules([]);
      try {
        return await receivedInvoicesApi.upload(chosen, chosen.name);
      } catch (error) {
        if (error instanceof ApiError) setRules(error.failedRules);
        throw error;
      }
    },
    onSuccess: ({ data }) => {
      toast.success(t("receivedinvoices.upload.success", { number: data.number }));
      onReceived(data.id);
    },
    failureKey: "receivedinvoices.upload.failed",
    failureShown: "banner",
  });
  const errorKey = errors.file;

  return (
    <form ref={form} className={`card ${styles.upload}`} onSubmit={submit} noValidate>
      <h2>{t("receivedinvoices.upload.title")}</h2>
      {failure ? <Banner kind="error">{failure}</Banner> : null}
      <FailedRules rules={rules} />
      <label className={styles.fileLabel}>
        <span>{t("receivedinvoices.upload.file")}</span>
        <input
          type="file"
          name="file"
          accept=".pdf,.xml,application/pdf,application/xml,text/xml"
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? "received-file-error" : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors({});
          }}
        />
      </label>
      <FieldError id="received-file-error" error={errorKey} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t("receivedinvoices.upload.checking") : t("receivedinvoices.upload.submit")}
      </button>
    </form>
  );
};
