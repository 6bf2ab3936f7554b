import { decodeFields, PasswordChangeRequest } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { settingsApi } from "../../api/settings-api.ts";
import { NewPasswordFields } from "../../components/AccountFields.tsx";
import { PasswordField } from "../../components/PasswordField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
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
  const { values, field, bind, setErrors } = useFormValues(blank);
  const { form, submit, busy } = useFormSubmit(setErrors, {
    decode: () => decode(values),
    send: (request) => settingsApi.changePassword(request),
    onSuccess: () => {
      for (const name of Object.keys(blank) as Array<keyof typeof blank>) field(name)("");
      toast.success(t("settings.passwordupdated"));
    },
    failureKey: "settings.failedtoupdatepassword",
    failureShown: "toast",
    refusedFields: ({ code, fields }) =>
      code === "settings.wrongcurrentpassword" ? { ...fields, currentPassword: code } : fields,
  });

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
