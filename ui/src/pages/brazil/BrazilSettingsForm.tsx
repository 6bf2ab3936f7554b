import {
  type BrazilSettings,
  BrazilSettingsRequest,
  brazilSettingsCountries,
  decodeFields,
  UF_CODES,
  ufOfMunicipalityCode,
} from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { brazilApi } from "../../api/brazil-api.ts";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import styles from "./brazil.module.css";
import {
  brazilSettingsBody,
  brazilSettingsValues,
  formatCep,
  settingsFieldErrors,
} from "./brazil-settings-values.ts";
import { MunicipalityPicker } from "./MunicipalityPicker.tsx";

const decode = decodeFields(BrazilSettingsRequest);

const countryKeys = {
  Brazil: "brazilsettings.countries.brazil",
  Argentina: "brazilsettings.countries.argentina",
  Chile: "brazilsettings.countries.chile",
  Colombia: "brazilsettings.countries.colombia",
  Other: "brazilsettings.countries.other",
} as const;

/**
 * The Brazil settings (docs/PRODUCT-RULES.md#e-invoicing-brazil): company information with the
 * structured address an NF-e needs (municipality picked from IBGE's list), and the tax-authority
 * options. Every identifier is checked with its real rule before saving, then by the server.
 */
export const BrazilSettingsForm = ({
  settings,
  onSaved,
}: {
  readonly settings: BrazilSettings | null;
  readonly onSaved: (settings: BrazilSettings) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { values, field, bind, errors, setErrors } = useFormValues(brazilSettingsValues(settings));

  const { form, submit, busy } = useFormSubmit(setErrors, {
    decode: () => {
      const decoded = decode(brazilSettingsBody(values));
      return "fields" in decoded ? { fields: settingsFieldErrors(decoded.fields) } : decoded;
    },
    send: (request) => brazilApi.saveSettings(request),
    onSuccess: (_answer, request) => {
      onSaved(request.settings);
      toast.success(t("brazilsettings.savesuccess"));
    },
    failureKey: "brazilsettings.saveerror",
    failureShown: "toast",
    refusedFields: (refusal) => settingsFieldErrors(refusal.fields),
    // The server's own message first (docs/PRODUCT-RULES.md#api).
    failureText: (error) =>
      error instanceof ApiError && error.failure === "response" && error.message !== ""
        ? error.message
        : undefined,
  });

  const optional = (key: string) => t("common.optionalfield", { label: t(key) });
  const text = (name: keyof typeof values & string, label: string) => ({
    label,
    value: String(values[name]),
    onChange: field(name) as (value: string) => void,
    error: errors[name],
  });

  return (
    <form ref={form} className={styles.layout} onSubmit={submit} noValidate>
      <section className={`card ${styles.section}`} aria-labelledby="brazil-company">
        <div className={styles.sectionHeader}>
          <h2 id="brazil-company">{t("brazilsettings.sections.company")}</h2>
          <p>{t("brazilsettings.company.description")}</p>
        </div>
        <div className="form">
          <TextField
            {...text("companyName", t("brazilsettings.fields.companyname"))}
            autoComplete="organization"
            required
          />
          <div className="form-row">
            <TextField
              {...text("cnpj", t("brazilsettings.fields.cnpj"))}
              hint={t("brazilsettings.hints.cnpj")}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <TextField
              {...text("cpf", optional("brazilsettings.fields.cpf"))}
              hint={t("brazilsettings.hints.cpf")}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
          <div className="form-row">
            <TextField
              {...text("inscricaoEstadual", optional("brazilsettings.fields.inscricaoestadual"))}
              hint={t("brazilsettings.hints.inscricaoestadual")}
              autoComplete="off"
            />
            <TextField
              {...text("inscricaoMunicipal", optional("brazilsettings.fields.inscricaomunicipal"))}
              hint={t("brazilsettings.hints.inscricaomunicipal")}
              autoComplete="off"
            />
          </div>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t("brazilsettings.sections.address")}</legend>
          <div className="form-row">
            <TextField
              {...text("address", optional("brazilsettings.fields.street"))}
              autoComplete="address-line1"
            />
            <TextField {...text("district", optional("brazilsettings.fields.district"))} />
          </div>
          <div className="form-row">
            <TextField
              {...text("number", optional("brazilsettings.fields.number"))}
              hint={t("brazilsettings.hints.number")}
            />
            <TextField
              {...text("complement", optional("brazilsettings.fields.complement"))}
              hint={t("brazilsettings.hints.complement")}
              autoComplete="address-line2"
            />
          </div>
          <div className="form-row">
            <SelectField
              label={optional("brazilsettings.fields.uf")}
              hint={t("brazilsettings.hints.uf")}
              value={values.uf}
              onChange={(uf) => {
                field("uf")(uf);
                // A municipality of another state no longer fits.
                if (ufOfMunicipalityCode(values.municipalityCode) !== uf) {
                  field("municipalityCode")("");
                  field("city")("");
                }
              }}
              error={errors.uf}
              choices={[
                { value: "", label: t("brazilsettings.nouf") },
                ...UF_CODES.map((uf) => ({ value: uf as string, label: uf })),
              ]}
            />
            <MunicipalityPicker
              label={optional("brazilsettings.fields.municipality")}
              uf={values.uf}
              value={{ code: values.municipalityCode, name: values.city }}
              onChange={(municipality) => {
                field("municipalityCode")(municipality.code);
                field("city")(municipality.name);
              }}
              error={errors.municipalityCode ?? errors.city}
            />
          </div>
          <div className="form-row">
            <TextField
              label={optional("brazilsettings.fields.postalcode")}
              hint={t("brazilsettings.hints.postalcode")}
              inputMode="numeric"
              autoComplete="postal-code"
              value={values.postalCode}
              onChange={(typed) => field("postalCode")(formatCep(typed))}
              error={errors.postalCode}
            />
            <SelectField
              label={t("brazilsettings.fields.country")}
              hint={t("brazilsettings.hints.country")}
              {...bind("country")}
              choices={brazilSettingsCountries.map((country) => ({
                value: country,
                label: t(countryKeys[country]),
              }))}
            />
          </div>
        </fieldset>
      </section>

      <section className={`card ${styles.section}`} aria-labelledby="brazil-tax-authority">
        <div className={styles.sectionHeader}>
          <h2 id="brazil-tax-authority">{t("brazilsettings.sections.taxauthority")}</h2>
          <p>{t("brazilsettings.taxauthority.description")}</p>
        </div>
        <div className="form">
          <CheckboxField
            label={t("brazilsettings.fields.autosend")}
            hint={t("brazilsettings.hints.autosend")}
            checked={values.autoSendToSEFAZ}
            onChange={field("autoSendToSEFAZ")}
          />
          <div className="form-row">
            <SelectField
              label={t("brazilsettings.fields.environment")}
              hint={t("brazilsettings.hints.environment")}
              {...bind("defaultNFeEnvironment")}
              choices={[
                { value: "homologation", label: t("brazilsettings.environments.homologation") },
                { value: "production", label: t("brazilsettings.environments.production") },
              ]}
            />
            <SelectField
              label={t("brazilsettings.fields.regime")}
              hint={t("brazilsettings.hints.regime")}
              {...bind("regime")}
              choices={[
                { value: "simplesNacional", label: t("brazilsettings.regimes.simplesnacional") },
                { value: "mei", label: t("brazilsettings.regimes.mei") },
                { value: "normal", label: t("brazilsettings.regimes.normal") },
              ]}
            />
          </div>
          <div className="form-row">
            <TextField
              {...text("naturezaOperacao", t("brazilsettings.fields.naturezaoperacao"))}
              hint={t("brazilsettings.hints.naturezaoperacao")}
              maxLength={60}
              required
            />
            <TextField
              {...text("codigoCFOP", t("brazilsettings.fields.cfop"))}
              hint={t("brazilsettings.hints.cfop")}
              inputMode="numeric"
              maxLength={4}
              required
            />
          </div>
          <div className="form-row">
            <TextField
              {...text("nfeSerie", t("brazilsettings.fields.nfeserie"))}
              hint={t("brazilsettings.hints.nfeserie")}
              inputMode="numeric"
              maxLength={3}
              required
            />
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t("brazilsettings.saving") : t("brazilsettings.save")}
          </button>
        </div>
      </section>
    </form>
  );
};
