import { CreditNotePrefix, decodeFields, formatCreditNoteNumber, type User } from "@invoicing/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { authApi } from "../../api/auth-api.ts";
import { updateSessionUser } from "../../auth/session-actions.ts";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import styles from "./settings.module.css";

const decode = decodeFields(CreditNotePrefix);

/**
 * The prefix of the user's credit notes' numbers (docs/PRODUCT-RULES.md#credit-notes), saved on the
 * profile. It applies to credit notes created from then on: the series' sequence goes on, and
 * earlier credit notes keep the number they were issued with.
 */
export const NumberingSection = ({ user }: { readonly user: User }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const [prefix, setPrefix] = useState(user.creditNotePrefix);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const decoded = decode(prefix);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if ("fields" in decoded) {
      setError(Object.values(decoded.fields)[0]);
      return;
    }
    setBusy(true);
    try {
      const saved = (await authApi.updateProfile({ creditNotePrefix: decoded.value })).user;
      updateSessionUser(saved);
      setError(undefined);
      toast.success(t("settings.numbering.saved"));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.fields.creditNotePrefix : undefined);
      toast.error(errorText(failure, "settings.failedtoupdateprofile"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection name="numbering" description={t("settings.numbering.description")}>
      <form className="form" onSubmit={save} noValidate>
        <TextField
          label={t("settings.numbering.creditnoteprefix")}
          hint={t("settings.numbering.creditnoteprefixhint", {
            example: "value" in decoded ? formatCreditNoteNumber(1, decoded.value) : "CN-001",
          })}
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          value={prefix}
          onChange={(value) => {
            setPrefix(value);
            setError(undefined);
          }}
          error={error}
        />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t("common.saving") : t("settings.numbering.save")}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
};
