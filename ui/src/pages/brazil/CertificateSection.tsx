import type { NfeCertificateInfo } from "@invoicing/core";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { brazilApi } from "../../api/brazil-api.ts";
import { Banner } from "../../components/Banner.tsx";
import { useConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FieldError } from "../../components/FieldError.tsx";
import { Icon } from "../../components/Icon.tsx";
import { PasswordField } from "../../components/PasswordField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./brazil.module.css";

// The server's refusals of the file, shown under the picker as well as in the toast.
const fileProblems = new Set([
  "brazil.certificate.filerequired",
  "brazil.certificate.filetoolarge",
  "brazil.certificate.unreadable",
]);

const CERTIFICATE_ACCEPT = ".pfx,.p12,application/x-pkcs12";

/**
 * The seller's A1 certificate (.pfx with its password) that signs production NF-e: what is
 * stored (holder, CNPJ, validity; never the file), an upload checked by the server, and removal.
 */
export const CertificateSection = ({
  certificate,
  onChange,
}: {
  readonly certificate: NfeCertificateInfo | null;
  readonly onChange: (certificate: NfeCertificateInfo | null) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const format = useFormatters();
  const { confirm, dialog } = useConfirmDialog();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const headingId = useId();
  const [file, setFile] = useState<File>();
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState<"upload" | "delete">();

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (file === undefined) {
      setProblems({ certificate: "brazil.certificate.filerequired" });
      input.current?.focus();
      return;
    }
    setBusy("upload");
    try {
      onChange((await brazilApi.uploadCertificate(file, password)).data);
      toast.success(t("brazilsettings.certificate.uploaded"));
      setFile(undefined);
      setPassword("");
      setProblems({});
      if (input.current) input.current.value = "";
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const fields = error instanceof ApiError ? error.fields : {};
      if (code !== undefined && fileProblems.has(code)) setProblems({ certificate: code });
      else if (code === "brazil.certificate.wrongpassword") setProblems({ password: code });
      else setProblems(fields);
      toast.error(errorText(error, "brazilsettings.certificate.uploadfailed"));
    } finally {
      setBusy(undefined);
    }
  };

  const remove = async () => {
    const confirmed = await confirm({
      title: t("brazilsettings.certificate.deletetitle"),
      message: t("brazilsettings.certificate.deleteconfirmation"),
      confirmLabel: t("brazilsettings.certificate.delete"),
      danger: true,
    });
    if (!confirmed) return;
    setBusy("delete");
    try {
      await brazilApi.deleteCertificate();
      onChange(null);
      toast.success(t("brazilsettings.certificate.deleted"));
    } catch (error) {
      toast.error(errorText(error, "brazilsettings.certificate.deletefailed"));
    } finally {
      setBusy(undefined);
    }
  };

  const expired = certificate !== null && new Date(certificate.notAfter) < new Date();

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{t("brazilsettings.sections.certificate")}</h2>
        <p>{t("brazilsettings.certificate.description")}</p>
      </div>
      {certificate === null ? (
        <p className={styles.muted}>{t("brazilsettings.certificate.none")}</p>
      ) : (
        <>
          {expired ? (
            <Banner kind="warning">{t("brazilsettings.certificate.expired")}</Banner>
          ) : null}
          <dl className={styles.facts}>
            <div>
              <dt>{t("brazilsettings.certificate.subject")}</dt>
              <dd>{certificate.subject}</dd>
            </div>
            <div>
              <dt>{t("brazilsettings.certificate.cnpj")}</dt>
              <dd>{certificate.cnpj ?? "—"}</dd>
            </div>
            <div>
              <dt>{t("brazilsettings.certificate.validfrom")}</dt>
              <dd>{format.dateTime(certificate.notBefore)}</dd>
            </div>
            <div>
              <dt>{t("brazilsettings.certificate.validuntil")}</dt>
              <dd>{format.dateTime(certificate.notAfter)}</dd>
            </div>
          </dl>
        </>
      )}
      <form className="form" onSubmit={upload} noValidate>
        <div className="form-row">
          <div className="field">
            <label htmlFor={inputId}>{t("brazilsettings.certificate.file")}</label>
            <p id={`${inputId}-hint`} className="field-hint">
              {t("brazilsettings.certificate.filehint")}
            </p>
            <div className={styles.picker}>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={CERTIFICATE_ACCEPT}
                className={`visually-hidden ${styles.fileInput}`}
                aria-invalid={problems.certificate ? true : undefined}
                aria-describedby={`${inputId}-hint${problems.certificate ? ` ${inputId}-error` : ""}`}
                onChange={(event) => {
                  setFile(event.target.files?.[0]);
                  setProblems({});
                }}
              />
              <label htmlFor={inputId} className={`btn btn-secondary ${styles.chooseButton}`}>
                {t("brazilsettings.certificate.choose")}
              </label>
              <span className={styles.fileName}>
                {file ? file.name : t("brazilsettings.certificate.nofile")}
              </span>
            </div>
            <FieldError id={`${inputId}-error`} error={problems.certificate} />
          </div>
          <PasswordField
            label={t("brazilsettings.certificate.password")}
            hint={t("brazilsettings.certificate.passwordhint")}
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setProblems({});
            }}
            error={problems.password}
          />
        </div>
        <div className={styles.actions}>
          {certificate !== null ? (
            <button
              type="button"
              className={`btn btn-secondary ${styles.dangerText}`}
              disabled={busy !== undefined}
              onClick={() => void remove()}
            >
              <Icon name="trash" size={18} />
              {busy === "delete"
                ? t("brazilsettings.certificate.deleting")
                : t("brazilsettings.certificate.delete")}
            </button>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={busy !== undefined}>
            <Icon name="upload" size={18} />
            {busy === "upload"
              ? t("brazilsettings.certificate.uploading")
              : t("brazilsettings.certificate.upload")}
          </button>
        </div>
      </form>
      {dialog}
    </section>
  );
};
