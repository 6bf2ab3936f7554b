import type { PaAuthKind, PaMode, PaSettingsView } from "@invoicing/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { paApi } from "../../api/pa-api.ts";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";

type Values = {
  mode: PaMode;
  flowServiceUrl: string;
  directoryServiceUrl: string;
  authKind: PaAuthKind;
  tokenUrl: string;
  oauthClient: string;
  secret: string;
  organization: string;
};

const valuesOf = (saved: PaSettingsView | null): Values => ({
  mode: saved?.mode ?? "sandbox",
  flowServiceUrl: saved?.flowServiceUrl ?? "",
  directoryServiceUrl: saved?.directoryServiceUrl ?? "",
  authKind: saved?.authKind ?? "oauth2",
  tokenUrl: saved?.tokenUrl ?? "",
  oauthClient: saved?.oauthClient ?? "",
  secret: "",
  organization: saved?.organization ?? "",
});

/**
 * The France settings' Plateforme Agréée card (docs/FRANCE-PA.md#switching): the built-in
 * sandbox PA, or a real PA's XP Z12-013 addresses and credentials. The secret is never shown
 * back; left blank, the saved one stays.
 */
export const PaSettingsSection = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const headingId = useId();
  const loaded = useApiQuery({
    queryKey: ["france", "pa", "settings"],
    queryFn: ({ signal }) => paApi.settings({ signal }),
  });
  const [edited, setEdited] = useState<Values>();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  if (loaded.data === undefined) return null;
  const saved = loaded.data.data;
  const values = edited ?? valuesOf(saved);
  const set = (field: keyof Values) => (value: string) =>
    setEdited({ ...values, [field]: value } as Values);
  const custom = values.mode === "custom";

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await paApi.saveSettings(values);
      toast.success(t("pa.settings.saved"));
      setEdited(undefined);
      void loaded.refetch();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast.error(errorText(error, "pa.settings.savefailed"));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Values, type = "text") => (
    <TextField
      label={t(`pa.settings.${name.toLowerCase()}`)}
      value={values[name]}
      onChange={set(name)}
      type={type}
      error={errors[name] === undefined ? undefined : t(errors[name])}
    />
  );

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("pa.settings.title")}</h2>
      <p>{t("pa.settings.description")}</p>
      <form onSubmit={(event) => void save(event)} noValidate>
        <SelectField
          label={t("pa.settings.mode")}
          value={values.mode}
          onChange={set("mode")}
          choices={[
            { value: "sandbox", label: t("pa.settings.modes.sandbox") },
            { value: "custom", label: t("pa.settings.modes.custom") },
          ]}
        />
        {custom ? (
          <>
            {field("flowServiceUrl", "url")}
            {field("directoryServiceUrl", "url")}
            <SelectField
              label={t("pa.settings.authkind")}
              value={values.authKind}
              onChange={set("authKind")}
              choices={[
                { value: "oauth2", label: t("pa.settings.authkinds.oauth2") },
                { value: "token", label: t("pa.settings.authkinds.token") },
              ]}
            />
            {values.authKind === "oauth2" ? (
              <>
                {field("tokenUrl", "url")}
                {field("oauthClient")}
              </>
            ) : null}
            <TextField
              label={t(
                values.authKind === "oauth2" ? "pa.settings.clientsecret" : "pa.settings.token",
              )}
              value={values.secret}
              onChange={set("secret")}
              type="password"
              autoComplete="off"
              hint={saved?.secretSaved ? t("pa.settings.secretkept") : undefined}
            />
            {field("organization")}
          </>
        ) : (
          <p>{t("pa.settings.sandboxnote")}</p>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saved === null ? t("pa.settings.enable") : t("pa.settings.save")}
        </button>
      </form>
    </section>
  );
};
