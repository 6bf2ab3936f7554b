import type { User } from "@invoicing/core";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { settingsApi } from "../../api/settings-api.ts";
import { updateSessionUser } from "../../auth/session-actions.ts";
import { FieldError } from "../../components/FieldError.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { LOGO_ACCEPT, logoFileProblem } from "./logo-file-problem.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import styles from "./settings.module.css";
import { useLogoImage } from "./use-logo-url.ts";

// The server's refusals of the file itself, shown under the picker as well as in the toast.
const fileProblems = new Set([
  "settings.nofileselected",
  "settings.filetoolarge",
  "settings.invalidfiletype",
]);

/** The company logo: what is stored now, a picker checked before upload, and removal. */
export const LogoSection = ({ user }: { readonly user: User }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const image = useLogoImage(user.logo);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<"upload" | "delete">();

  const refuse = (key: string) => {
    setProblem(key);
    input.current?.focus();
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const found = await logoFileProblem(file);
    if (found !== undefined || file === undefined) {
      refuse(found ?? "settings.nofileselected");
      return;
    }
    setBusy("upload");
    try {
      updateSessionUser((await settingsApi.uploadLogo(file)).user);
      toast.success(t("settings.logouploaded"));
      setFile(undefined);
      if (input.current) input.current.value = "";
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code !== undefined && fileProblems.has(code)) refuse(code);
      toast.error(errorText(error, "settings.logouploadfailed"));
    } finally {
      setBusy(undefined);
    }
  };

  const remove = async () => {
    setBusy("delete");
    try {
      updateSessionUser((await settingsApi.deleteLogo()).user);
      toast.success(t("settings.logodeleted"));
    } catch (error) {
      toast.error(errorText(error, "settings.logodeletefailed"));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <SettingsSection name="logo" description={t("settings.logo.description")}>
      <div className={styles.logoLayout}>
        <div className={styles.logoFrame}>
          {image.status === "shown" ? (
            <img src={image.url} alt={t("settings.logo.alt")} className={styles.logoImage} />
          ) : image.status === "loading" ? (
            <Spinner label={t("common.loading")} />
          ) : (
            <p className={styles.logoEmpty}>
              <Icon name="building" size={28} />
              {t(image.status === "none" ? "settings.logo.none" : "settings.logo.unavailable")}
            </p>
          )}
        </div>
        <form className="form" onSubmit={upload} noValidate>
          <div className="field">
            <label htmlFor={inputId}>{t("settings.logo.file")}</label>
            <p id={`${inputId}-hint`} className="field-hint">
              {t("settings.logo.hint")}
            </p>
            {/* The native picker's own words follow the browser's language, not the app's: it
                stays focusable but hidden, behind a button-like label in the interface language. */}
            <div className={styles.picker}>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={LOGO_ACCEPT}
                className={`visually-hidden ${styles.fileInput}`}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ""}`}
                onChange={(event) => {
                  setFile(event.target.files?.[0]);
                  setProblem(undefined);
                }}
              />
              <label htmlFor={inputId} className={`btn btn-secondary ${styles.chooseButton}`}>
                {t("settings.logo.choose")}
              </label>
              <span className={styles.fileName}>
                {file ? file.name : t("settings.logo.nofile")}
              </span>
            </div>
            <FieldError id={`${inputId}-error`} error={problem} />
          </div>
          <div className={styles.actions}>
            {user.logo !== null ? (
              <button
                type="button"
                className={`btn btn-secondary ${styles.dangerText}`}
                disabled={busy !== undefined}
                onClick={remove}
              >
                <Icon name="trash" size={18} />
                {busy === "delete" ? t("settings.logo.deleting") : t("settings.logo.delete")}
              </button>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={busy !== undefined}>
              <Icon name="upload" size={18} />
              {busy === "upload" ? t("settings.logo.uploading") : t("settings.logo.upload")}
            </button>
          </div>
        </form>
      </div>
    </SettingsSection>
  );
};
