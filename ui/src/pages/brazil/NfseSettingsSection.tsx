import type {
  NfseSettings,
  NfseSettingsRequest,
  SimplesApuracao,
  SpecialRegime,
} from "@invoicing/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { brazilApi } from "../../api/brazil-api.ts";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./brazil.module.css";

/** The form's values: every field as typed, the ISS rate as text ("" for none). */
interface NfseForm {
  readonly serie: string;
  readonly serviceCode: string;
  readonly nbsCode: string;
  readonly issRate: string;
  readonly issWithheld: boolean;
  readonly simplesApuracao: SimplesApuracao;
  readonly specialRegime: SpecialRegime;
}

const APURACOES: ReadonlyArray<SimplesApuracao> = ["1", "2", "3"];
const SPECIAL_REGIMES: ReadonlyArray<SpecialRegime> = ["0", "1", "2", "3", "4", "5", "6", "9"];

const formOf = (settings: NfseSettings | null): NfseForm => ({
  serie: settings?.serie ?? "1",
  serviceCode: settings?.serviceCode ?? "",
  nbsCode: settings?.nbsCode ?? "",
  issRate: settings?.issRate === null || settings === null ? "" : String(settings.issRate),
  issWithheld: settings?.issWithheld ?? false,
  simplesApuracao: settings?.simplesApuracao ?? "1",
  specialRegime: settings?.specialRegime ?? "0",
});

// A comma is the decimal separator in Portuguese: "2,5" is 2.5 %.
const requestOf = (form: NfseForm): NfseSettingsRequest["settings"] => ({
  ...form,
  nbsCode: form.nbsCode === "" ? null : form.nbsCode,
  issRate: form.issRate.trim() === "" ? null : Number(form.issRate.replace(",", ".")),
});

const NfseForm = ({ settings }: { readonly settings: NfseSettings | null }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const [form, setForm] = useState<NfseForm>(formOf(settings));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const text = (name: "serie" | "serviceCode" | "nbsCode" | "issRate") => ({
    label: t(`brazilsettings.nfse.fields.${name}`),
    hint: t(`brazilsettings.nfse.hints.${name}`),
    value: form[name],
    onChange: (value: string) => setForm({ ...form, [name]: value }),
    error:
      errors[`settings.${name}`] === undefined ? undefined : t(errors[`settings.${name}`] ?? ""),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const answer = await brazilApi.saveNfseSettings({
        settings: requestOf(form),
      } as NfseSettingsRequest);
      toast.success(answer.message);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setErrors(error.fields);
      else toast.error(errorText(error, "brazilsettings.nfse.saveerror"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.fieldset} onSubmit={(event) => void submit(event)}>
      <div className="form-row">
        <TextField {...text("serviceCode")} inputMode="numeric" required />
        <TextField {...text("nbsCode")} inputMode="numeric" />
      </div>
      <div className="form-row">
        <TextField {...text("serie")} inputMode="numeric" required />
        <TextField {...text("issRate")} inputMode="decimal" />
      </div>
      <CheckboxField
        label={t("brazilsettings.nfse.fields.issWithheld")}
        hint={t("brazilsettings.nfse.hints.issWithheld")}
        checked={form.issWithheld}
        onChange={(issWithheld) => setForm({ ...form, issWithheld })}
      />
      <div className="form-row">
        <SelectField
          label={t("brazilsettings.nfse.fields.simplesApuracao")}
          value={form.simplesApuracao}
          onChange={(simplesApuracao) => setForm({ ...form, simplesApuracao })}
          choices={APURACOES.map((value) => ({
            value,
            label: t(`brazilsettings.nfse.apuracao.${value}`),
          }))}
        />
        <SelectField
          label={t("brazilsettings.nfse.fields.specialRegime")}
          value={form.specialRegime}
          onChange={(specialRegime) => setForm({ ...form, specialRegime })}
          choices={SPECIAL_REGIMES.map((value) => ({
            value,
            label: t(`brazilsettings.nfse.specialregime.${value}`),
          }))}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t(saving ? "brazilsettings.nfse.saving" : "brazilsettings.nfse.save")}
        </button>
      </div>
    </form>
  );
};

/**
 * The NFS-e settings in the Brazil settings (docs/PRODUCT-RULES.md#nfs-e): the national service
 * code, NBS code, DPS series, ISS rate and withholding, Simples Nacional apuração and special
 * regime of the seller's service invoices.
 */
export const NfseSettingsSection = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const loaded = useApiQuery({
    queryKey: ["nfse-settings"],
    queryFn: ({ signal }) => brazilApi.nfseSettings({ signal }),
  });
  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{t("brazilsettings.nfse.title")}</h2>
        <p>{t("brazilsettings.nfse.description")}</p>
      </div>
      <QueryView query={loaded} failureKey="brazilsettings.nfse.fetcherror">
        {(answer) => <NfseForm settings={answer.data} />}
      </QueryView>
    </section>
  );
};
