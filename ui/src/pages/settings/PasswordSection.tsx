import { decodeFields, PasswordChangeRequest } from "@invoicing/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { settingsApi } from "../../api/settings-api.ts";
import { NewPasswordFields } from "../../components/AccountFields.tsx";
import { PasswordField } from "../../components/PasswordField.tsx";
import { useToast } from "../../components/toasts.ts";
import { focusFirstInvalid } from "../../forms/focus-first-invalid.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import styles from "./settings.module.css";

const decode = decodeFields(PasswordChangeRequest);

const blank = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The password change: the current password, a new one of 8 characters at least and its
 * confirmation (docs/PRODUCT-RULES.md#accounts). The server then ends every other session of the
 * account.
 */
export const PasswordSection = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const { values, field, bind, setErrors } = useFormValues(blank);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const decoded = decode(values);
    if ("fields" in decoded) {
      setErrors(decoded.fields);
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      await settingsApi.changePassword(decoded.value);
      for (const name of Object.keys(blank) as Array<keyof typeof blank>) field(name)("");
      toast.success(t("settings.passwordupdated"));
    } catch (error) {
      const refusal = error instanceof ApiError ? error : undefined;
      setErrors(
        refusal?.code === "settings.wrongcurrentpassword"
          ? { ...refusal.fields, currentPassword: refusal.code }
          : (refusal?.fields ?? {}),
      );
      toast.error(errorText(error, "settings.failedtoupdatepassword"));
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection name="password" description={t("settings.password.description")}>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <PasswordField
          label={t("settings.password.current")}
          autoComplete="current-password"
          required
          {...bind("currentPassword")}
        />
        <div className="form-row">
          <NewPasswordFields
            labels={{
              password: t("settings.password.new"),
              hint: t("settings.password.hint"),
              confirmation: t("settings.password.confirm"),
            }}
            password={bind("newPassword")}
            confirmation={bind("confirmPassword")}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t("common.saving") : t("settings.password.submit")}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
};
