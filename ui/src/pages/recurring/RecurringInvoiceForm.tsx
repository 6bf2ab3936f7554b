import { currencies, Frequency, type RecurringInvoiceJson } from "@invoicing/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { clientsApi } from "../../api/clients-api.ts";
import { recurringInvoicesApi } from "../../api/recurring-invoices-api.ts";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { focusFirstInvalid } from "../../forms/focus-first-invalid.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./recurring.module.css";
import {
  emptyLine,
  type RecurringFormValues,
  type RecurringLineValues,
  recurringRequestOf,
} from "./recurring-form-values.ts";

/**
 * The form of one recurring invoice, new or edited: client, lines, currency and notes; frequency,
 * day, start and end; payment term and delivery. An edit changes the future occurrences only.
 */
export const RecurringInvoiceForm = ({
  initial,
  editing,
  onSaved,
  onCancel,
}: {
  readonly initial: RecurringFormValues;
  readonly editing: RecurringInvoiceJson | undefined;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const { values, field, bind, errors, setErrors } = useFormValues<RecurringFormValues>(initial);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const clients = useApiQuery({
    queryKey: ["clients", "recurring-form"],
    queryFn: ({ signal }) => clientsApi.list({ q: "", page: 1, pageSize: 100 }, { signal }),
  });

  const setLine = (index: number, name: keyof RecurringLineValues) => (value: string) =>
    field("lines")(
      values.lines.map((line, at) => (at === index ? { ...line, [name]: value } : line)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setBusy(true);
    try {
      const request = recurringRequestOf(values);
      if (editing) await recurringInvoicesApi.update(editing.id, request);
      else await recurringInvoicesApi.create(request);
      toast.success(t(editing ? "recurring.updated" : "recurring.created"));
      onSaved();
    } catch (error) {
      setFailure(errorText(error, "recurring.errors.save"));
      setErrors(error instanceof ApiError ? error.fields : {});
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="card form"
      onSubmit={submit}
      noValidate
      aria-labelledby="recurring-form"
    >
      <h2 id="recurring-form">{editing ? t("recurring.edittitle") : t("recurring.new")}</h2>
      {editing ? <p>{t("recurring.editnote")}</p> : null}
      {failure ? <FailureBanner title={t("recurring.errors.save")} reason={failure} /> : null}
      <div className="form-row">
        <SelectField
          label={t("recurring.fields.client")}
          value={values.clientId}
          onChange={field("clientId")}
          error={errors.clientId}
          choices={[
            { value: "", label: t("recurring.fields.pickclient") },
            ...(clients.data?.data ?? []).map((client) => ({
              value: client.id,
              label: client.company ? `${client.name} (${client.company})` : client.name,
            })),
          ]}
        />
        <SelectField
          label={t("invoiceform.currency")}
          value={values.currency}
          onChange={field("currency")}
          error={errors.currency}
          choices={currencies.map((currency) => ({ value: currency, label: currency }))}
        />
      </div>
      <fieldset className={styles.lines}>
        <legend>{t("recurring.fields.lines")}</legend>
        {values.lines.map((line, index) => (
          // Lines have no identity of their own until saved: their place is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div className="form-row" key={index}>
            <TextField
              label={t("recurring.fields.description")}
              value={line.description}
              onChange={setLine(index, "description")}
              error={errors[`items.${index}.description`]}
            />
            <TextField
              label={t("recurring.fields.quantity")}
              value={line.quantity}
              onChange={setLine(index, "quantity")}
              error={errors[`items.${index}.quantity`]}
              type="number"
              inputMode="decimal"
              step="any"
            />
            <TextField
              label={t("recurring.fields.unitprice", { currency: values.currency })}
              value={line.unitPrice}
              onChange={setLine(index, "unitPrice")}
              error={errors[`items.${index}.unitPrice`]}
              type="number"
              inputMode="decimal"
              step="any"
            />
            <TextField
              label={t("recurring.fields.taxrate")}
              value={line.taxRate}
              onChange={setLine(index, "taxRate")}
              error={errors[`items.${index}.taxRate`]}
              type="number"
              inputMode="decimal"
              step="any"
            />
            <button
              type="button"
              className="icon-button"
              aria-label={t("recurring.removeline", { number: index + 1 })}
              title={t("recurring.removeline", { number: index + 1 })}
              disabled={values.lines.length === 1}
              onClick={() => field("lines")(values.lines.filter((_, at) => at !== index))}
            >
              <Icon name="trash" size={18} />
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => field("lines")([...values.lines, emptyLine])}
        >
          <Icon name="plus" size={16} /> {t("recurring.addline")}
        </button>
      </fieldset>
      <TextField {...bind("notes")} label={t("recurring.fields.notes")} />
      <div className="form-row">
        <SelectField
          label={t("recurring.fields.frequency")}
          value={values.frequency}
          onChange={field("frequency")}
          error={errors.frequency}
          choices={Frequency.literals.map((frequency) => ({
            value: frequency,
            label: t(`recurring.frequencies.${frequency}`),
          }))}
        />
        {values.frequency === "weekly" ? (
          <SelectField
            label={t("recurring.fields.weekday")}
            value={values.day}
            onChange={field("day")}
            error={errors.day}
            choices={[1, 2, 3, 4, 5, 6, 7].map((day) => ({
              value: String(day),
              label: t(`recurring.weekdays.${day}`),
            }))}
          />
        ) : (
          <TextField
            {...bind("day")}
            label={t("recurring.fields.dayofmonth")}
            hint={t("recurring.hints.dayofmonth")}
            type="number"
            inputMode="numeric"
            min={1}
            max={31}
          />
        )}
        <TextField {...bind("startDate")} label={t("recurring.fields.start")} type="date" />
      </div>
      <div className="form-row">
        <SelectField
          label={t("recurring.fields.ends")}
          value={values.ends}
          onChange={field("ends")}
          choices={(["never", "date", "count"] as const).map((ends) => ({
            value: ends,
            label: t(`recurring.ends.${ends}`),
          }))}
        />
        {values.ends === "date" ? (
          <TextField {...bind("endDate")} label={t("recurring.fields.enddate")} type="date" />
        ) : null}
        {values.ends === "count" ? (
          <TextField
            {...bind("count")}
            label={t("recurring.fields.count")}
            type="number"
            inputMode="numeric"
            min={1}
          />
        ) : null}
        <TextField
          {...bind("paymentTermsDays")}
          label={t("recurring.fields.paymentterms")}
          type="number"
          inputMode="numeric"
          min={0}
        />
      </div>
      <div className="form-row">
        <SelectField
          label={t("recurring.fields.email")}
          value={values.emailMethod}
          onChange={field("emailMethod")}
          error={errors.emailMethod}
          choices={(["smtp", "resend", "none"] as const).map((method) => ({
            value: method,
            label: t(`recurring.emailmethods.${method}`),
          }))}
        />
        <CheckboxField
          label={t("recurring.fields.einvoice")}
          hint={t("recurring.hints.einvoice")}
          checked={values.sendEInvoice}
          onChange={field("sendEInvoice")}
        />
      </div>
      <div className={styles.formActions}>
        {editing ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t("recurring.canceledit")}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {editing ? t("recurring.save") : t("recurring.create")}
        </button>
      </div>
    </form>
  );
};
