import { type Currency, currencies, type Language, languages, type User } from "@invoicing/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../../api/auth-api.ts";
import { updateSessionUser } from "../../auth/session-actions.ts";
import { SelectField } from "../../components/SelectField.tsx";
import { useToast } from "../../components/toasts.ts";
import { changeLanguage } from "../../i18n/change-language.ts";
import { languageNames } from "../../i18n/languages.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import styles from "./settings.module.css";

/**
 * The interface language (the seven catalogues) and the default currency of new invoices (the
 * eight currencies of docs/PRODUCT-RULES.md#totals), both saved on the profile; the language
 * applies at once.
 */
export const PreferencesSection = ({ user }: { readonly user: User }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const [language, setLanguage] = useState<Language>(user.language);
  const [currency, setCurrency] = useState<Currency>(user.currency);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = (await authApi.updateProfile({ language, currency })).user;
      await changeLanguage(saved.language);
      updateSessionUser(saved);
      toast.success(t("settings.preferences.saved", { lng: saved.language }));
    } catch (error) {
      toast.error(errorText(error, "settings.failedtoupdateprofile"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection name="preferences" description={t("settings.preferences.description")}>
      <form className="form" onSubmit={save} noValidate>
        <div className="form-row">
          <SelectField
            label={t("settings.preferences.language")}
            value={language}
            onChange={setLanguage}
            choices={languages.map((choice) => ({ value: choice, label: languageNames[choice] }))}
          />
          <SelectField
            label={t("settings.preferences.currency")}
            value={currency}
            onChange={setCurrency}
            choices={currencies.map((choice) => ({
              value: choice,
              label: t(`common.currencies.${choice.toLowerCase()}`),
            }))}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t("common.saving") : t("settings.preferences.save")}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
};
