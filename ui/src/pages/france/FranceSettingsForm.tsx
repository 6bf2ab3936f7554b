import {
  decodeFields,
  FranceSettings,
  type FranceSettingsCountry,
  franceSettingsCountries,
  frenchVatNumberFromSiren,
  isValidSiret,
  sirenOfSiret,
  toMinorUnits,
  type VatRateOption,
  withoutSpaces,
} from "@invoicing/core";
import { Result } from "effect";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { franceApi } from "../../api/france-api.ts";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { intlLocales, isLanguage } from "../../i18n/languages.ts";
import styles from "./france-settings.module.css";

const decode = decodeFields(FranceSettings);

/** The i18n key of each country's name. */
const countryLabels: Readonly<Record<FranceSettingsCountry, string>> = {
  France: "francesettings.countries.france",
  Germany: "francesettings.countries.germany",
  Spain: "francesettings.countries.spain",
  Italy: "francesettings.countries.italy",
  Other: "francesettings.countries.other",
};

/** What the form holds: the settings as typed, the rate as the option's value. */
const formValues = (saved: FranceSettings | null) => ({
  siret: saved?.siret ?? "",
  vatNumber: saved?.vatNumber ?? "",
  companyName: saved?.companyName ?? "",
  address: saved?.address ?? "",
  city: saved?.city ?? "",
  postalCode: saved?.postalCode ?? "",
  country: saved?.country ?? "France",
  autoSendToPlatform: saved?.autoSendToPlatform ?? false,
  defaultVATRate: String(saved?.defaultVATRate ?? 0.2),
  legalForm: saved?.legalForm ?? "",
  shareCapital: saved?.shareCapital == null ? "" : String(saved.shareCapital / 100),
  registry: saved?.registry ?? "",
  registryCity: saved?.registryCity ?? "",
  soleTrader: saved?.soleTrader ?? false,
  vatFranchise: saved?.vatFranchise ?? false,
  vatOnDebits: saved?.vatOnDebits ?? false,
});

/** A share capital typed in euros as euro cents; blank is none, anything else a number or NaN. */
const capitalCents = (typed: string): number | null => {
  const text = typed.trim().replace(/\s/gu, "").replace(",", ".");
  if (text === "") return null;
  const cents = toMinorUnits(Number(text), "EUR");
  return Result.isSuccess(cents) ? cents.success : Number.NaN;
};

// The server names the fields of its `{ settings }` body with that prefix.
const withoutBodyPrefix = (fields: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, key]) => [field.replace(/^settings\./u, ""), key]),
  );

/** The VAT number a valid SIRET's company has, to offer when the field does not hold it. */
const suggestedVatNumber = (siret: string): string | undefined => {
  const digits = withoutSpaces(siret);
  return isValidSiret(digits) ? frenchVatNumberFromSiren(sirenOfSiret(digits)) : undefined;
};

/**
 * The France settings form: company information (SIRET required with its key, the VAT number
 * checked against its SIREN, name, address, 5-digit French postal code, country) and the
 * e-invoicing options (auto-send, default VAT rate shown as a percentage with one decimal).
 * Checked with the core's schema before saving; toasts tell how saving went.
 */
export const FranceSettingsForm = ({
  saved,
  rates,
}: {
  readonly saved: FranceSettings | null;
  readonly rates: ReadonlyArray<VatRateOption>;
}) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const companyId = useId();
  const mentionsId = useId();
  const optionsId = useId();
  const { values, field, bind, setErrors } = useFormValues(formValues(saved));

  const percent = useMemo(
    () =>
      new Intl.NumberFormat(intlLocales[isLanguage(i18n.language) ? i18n.language : "en"], {
        style: "percent",
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
    [i18n.language],
  );
  const rateChoices = useMemo(() => {
    const offered = rates.map((option) => ({
      value: String(option.rate),
      label: t("francesettings.ratelabel", {
        name: t(option.name),
        rate: percent.format(option.rate),
      }),
    }));
    // A rate saved before the list changed stays choosable, shown as its percentage.
    const current = values.defaultVATRate;
    return offered.some((choice) => choice.value === current)
      ? offered
      : [...offered, { value: current, label: percent.format(Number(current)) }];
  }, [rates, t, percent, values.defaultVATRate]);

  const vatSuggestion = suggestedVatNumber(values.siret);
  const showSuggestion =
    vatSuggestion !== undefined && withoutSpaces(values.vatNumber).toUpperCase() !== vatSuggestion;

  const { form, submit, busy } = useFormSubmit(setErrors, {
    decode: () =>
      decode({
        ...values,
        defaultVATRate: Number(values.defaultVATRate),
        shareCapital: capitalCents(values.shareCapital),
        registry: values.registry === "" ? null : values.registry,
      }),
    send: (settings) => franceApi.saveSettings(settings),
    onSuccess: () => toast.success(t("francesettings.savesuccess")),
    failureKey: "francesettings.saveerror",
    failureShown: "toast",
    refusedFields: (refusal) => withoutBodyPrefix(refusal.fields),
  });

  const optional = (key: string) => t("common.optionalfield", { label: t(key) });

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <section className={`card ${styles.section}`} aria-labelledby={companyId}>
        <div className={styles.sectionHeader}>
          <h2 id={companyId}>{t("francesettings.sections.company.title")}</h2>
          <p>{t("francesettings.sections.company.description")}</p>
        </div>
        <div className="form">
          <div className="form-row">
            <TextField
              label={t("francesettings.fields.siret")}
              hint={t("francesettings.fields.sirethint")}
              inputMode="numeric"
              required
              {...bind("siret")}
            />
            <div className={styles.vatField}>
              <TextField
                label={optional("francesettings.fields.vatnumber")}
                hint={t("francesettings.fields.vatnumberhint")}
                autoCapitalize="characters"
                {...bind("vatNumber")}
              />
              {showSuggestion ? (
                <p className={styles.suggestion}>
                  {t("francesettings.fields.vatsuggestion", { vatNumber: vatSuggestion })}{" "}
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => field("vatNumber")(vatSuggestion)}
                  >
                    {t("francesettings.fields.usevatsuggestion")}
                  </button>
                </p>
              ) : null}
            </div>
          </div>
          <TextField
            label={t("francesettings.fields.companyname")}
            autoComplete="organization"
            required
            {...bind("companyName")}
          />
          <TextField
            label={optional("francesettings.fields.address")}
            autoComplete="street-address"
            {...bind("address")}
          />
          <div className="form-row">
            <TextField
              label={optional("francesettings.fields.city")}
              autoComplete="address-level2"
              {...bind("city")}
            />
            <TextField
              label={optional("francesettings.fields.postalcode")}
              autoComplete="postal-code"
              inputMode="numeric"
              {...bind("postalCode")}
            />
          </div>
          <SelectField
            label={t("francesettings.fields.country")}
            autoComplete="country-name"
            {...bind("country")}
            choices={franceSettingsCountries.map((country) => ({
              value: country,
              label: t(countryLabels[country]),
            }))}
          />
        </div>
      </section>

      <section className={`card ${styles.section}`} aria-labelledby={mentionsId}>
        <div className={styles.sectionHeader}>
          <h2 id={mentionsId}>{t("francesettings.sections.mentions.title")}</h2>
          <p>{t("francesettings.sections.mentions.description")}</p>
        </div>
        <div className="form">
          <div className="form-row">
            <TextField label={optional("francesettings.fields.legalform")} {...bind("legalForm")} />
            <TextField
              label={optional("francesettings.fields.sharecapital")}
              inputMode="decimal"
              {...bind("shareCapital")}
            />
          </div>
          <div className="form-row">
            <SelectField
              label={optional("francesettings.fields.registry")}
              {...bind("registry")}
              choices={[
                { value: "", label: t("francesettings.fields.noregistry") },
                { value: "RCS", label: t("francesettings.fields.rcs") },
                { value: "RM", label: t("francesettings.fields.rm") },
              ]}
            />
            <TextField
              label={optional("francesettings.fields.registrycity")}
              {...bind("registryCity")}
            />
          </div>
          {(["soleTrader", "vatFranchise", "vatOnDebits"] as const).map((name) => (
            <CheckboxField
              key={name}
              label={t(`francesettings.fields.${name.toLowerCase()}`)}
              hint={t(`francesettings.fields.${name.toLowerCase()}hint`)}
              checked={values[name]}
              onChange={field(name)}
            />
          ))}
        </div>
      </section>

      <section className={`card ${styles.section}`} aria-labelledby={optionsId}>
        <div className={styles.sectionHeader}>
          <h2 id={optionsId}>{t("francesettings.sections.options.title")}</h2>
          <p>{t("francesettings.sections.options.description")}</p>
        </div>
        <div className="form">
          <CheckboxField
            label={t("francesettings.fields.autosend")}
            hint={t("francesettings.fields.autosendhint")}
            checked={values.autoSendToPlatform}
            onChange={field("autoSendToPlatform")}
          />
          <SelectField
            label={t("francesettings.fields.defaultvatrate")}
            hint={t("francesettings.fields.defaultvatratehint")}
            {...bind("defaultVATRate")}
            choices={rateChoices}
          />
        </div>
      </section>

      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t("common.saving") : t("francesettings.save")}
        </button>
      </div>
    </form>
  );
};
