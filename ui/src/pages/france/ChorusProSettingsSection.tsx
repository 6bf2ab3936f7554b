import type { ChorusProSettingsView } from "@invoicing/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { paApi } from "../../api/pa-api.ts";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";

type Values = {
  tokenUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  login: string;
  password: string;
};

const valuesOf = (saved: ChorusProSettingsView | null): Values => ({
  tokenUrl: saved?.tokenUrl ?? "",
  apiUrl: saved?.apiUrl ?? "",
  clientId: saved?.clientId ?? "",
  clientSecret: "",
  login: saved?.login ?? "",
  password: "",
});

/**
 * The France settings' Chorus Pro card (docs/FRANCE-PA.md#chorus-pro): the user's own PISTE
 * application and Chorus Pro technical account, through which invoices to public bodies go. The
 * client secret and the password are never shown back; left blank, the saved ones stay.
 */
export const ChorusProSettingsSection = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const headingId = useId();
  const loaded = useApiQuery({
    queryKey: ["france", "chorus-pro", "settings"],
    queryFn: ({ signal }) => paApi.chorusProSettings({ signal }),
  });
  const [edited, setEdited] = useState<Values>();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  if (loaded.data === undefined) return null;
  const saved = loaded.data.data;
  const values = edited ?? valuesOf(saved);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await paApi.saveChorusProSettings(values);
      toast.success(t("pa.choruspro.saved"));
      setEdited(undefined);
      void loaded.refetch();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast.error(errorText(error, "pa.choruspro.savefailed"));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Values, type: "text" | "url" | "password", kept = false) => (
    <TextField
      label={t(`pa.choruspro.${name.toLowerCase()}`)}
      value={values[name]}
      onChange={(value) => setEdited({ ...values, [name]: value })}
      type={type}
      {...(type === "password" ? { autoComplete: "off" } : {})}
      hint={kept ? t("pa.choruspro.secretkept") : undefined}
      error={errors[name] === undefined ? undefined : t(errors[name])}
    />
  );

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("pa.choruspro.title")}</h2>
      <p>{t("pa.choruspro.description")}</p>
      <form onSubmit={(event) => void save(event)} noValidate>
        {field("tokenUrl", "url")}
        {field("apiUrl", "url")}
        {field("clientId", "text")}
        {field("clientSecret", "password", saved?.clientSecretSaved)}
        {field("login", "text")}
        {field("password", "password", saved?.passwordSaved)}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t("pa.choruspro.save")}
        </button>
      </form>
    </section>
  );
};
