import {
  CATALOGUE_ITEM_KINDS,
  type CatalogueItemJson,
  currencies,
  UNIT_CODES,
} from "@invoicing/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { catalogueApi } from "../../api/catalogue-api.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { focusFirstInvalid } from "../../forms/focus-first-invalid.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import styles from "./catalogue.module.css";
import { type CatalogueFormValues, catalogueRequestOf } from "./catalogue-form-values.ts";

/**
 * The form of one catalogue entry, new or edited: name, kind, unit, price and currency, tax rate,
 * then the goods' NCM and CFOP or the service's code and ISS rate. The server judges the rules.
 */
export const CatalogueForm = ({
  initial,
  editing,
  onSaved,
  onCancel,
}: {
  readonly initial: CatalogueFormValues;
  readonly editing: CatalogueItemJson | undefined;
  readonly onSaved: (item: CatalogueItemJson) => void;
  readonly onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const { values, field, errors, setErrors } = useFormValues<CatalogueFormValues>(initial);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const goods = values.kind === "goods";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setBusy(true);
    try {
      const request = catalogueRequestOf(values);
      const saved = editing
        ? await catalogueApi.update(editing.id, request)
        : await catalogueApi.create(request);
      toast.success(t(editing ? "catalogue.updated" : "catalogue.created", { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      setFailure(errorText(error, "catalogue.errors.save"));
      setErrors(error instanceof ApiError ? error.fields : {});
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  };

  const text = (name: keyof CatalogueFormValues, label: string) => ({
    label,
    value: String(values[name]),
    onChange: field(name),
    error: errors[name],
  });

  return (
    <form
      ref={form}
      className="card form"
      onSubmit={submit}
      noValidate
      aria-labelledby="catalogue-form"
    >
      <h2 id="catalogue-form">
        {editing ? t("catalogue.edittitle", { name: editing.name }) : t("catalogue.new")}
      </h2>
      {failure ? <FailureBanner title={t("catalogue.errors.save")} reason={failure} /> : null}
      <div className="form-row">
        <TextField {...text("name", t("catalogue.fields.name"))} required autoComplete="off" />
        <SelectField
          label={t("catalogue.fields.kind")}
          value={values.kind}
          onChange={field("kind")}
          error={errors.kind}
          choices={CATALOGUE_ITEM_KINDS.map((kind) => ({
            value: kind,
            label: t(`catalogue.kinds.${kind}`),
          }))}
        />
      </div>
      <div className="form-row">
        <SelectField
          label={t("catalogue.fields.unit")}
          value={values.unitCode}
          onChange={field("unitCode")}
          error={errors.unitCode}
          choices={UNIT_CODES.map((code) => ({
            value: code,
            label: t(`invoiceform.units.${code}`),
          }))}
        />
        <TextField
          {...text("unitPrice", t("catalogue.fields.price", { currency: values.currency }))}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
        />
        <SelectField
          label={t("invoiceform.currency")}
          value={values.currency}
          onChange={field("currency")}
          error={errors.currency}
          choices={currencies.map((currency) => ({
            value: currency,
            label: t(`common.currencies.${currency.toLowerCase()}`),
          }))}
        />
        <TextField
          {...text("taxRate", t("catalogue.fields.taxrate"))}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
        />
      </div>
      {goods ? (
        <div className="form-row">
          <TextField
            {...text("ncm", t("catalogue.fields.ncm"))}
            hint={t("catalogue.hints.ncm")}
            inputMode="numeric"
            maxLength={8}
            autoComplete="off"
          />
          <TextField
            {...text("cfop", t("common.optionalfield", { label: t("catalogue.fields.cfop") }))}
            hint={t("catalogue.hints.cfop")}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
          />
        </div>
      ) : (
        <div className="form-row">
          <TextField
            {...text("serviceCode", t("catalogue.fields.servicecode"))}
            hint={t("catalogue.hints.servicecode")}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
          />
          <TextField
            {...text("issRate", t("catalogue.fields.issrate"))}
            hint={t("catalogue.hints.issrate")}
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.01}
          />
        </div>
      )}
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {editing ? t("catalogue.save") : t("catalogue.create")}
        </button>
        {editing ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t("catalogue.canceledit")}
          </button>
        ) : null}
      </div>
    </form>
  );
};
