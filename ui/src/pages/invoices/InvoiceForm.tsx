import {
  addDays,
  currencies,
  DEFAULT_PAYMENT_TERM_DAYS,
  fromMinorUnits,
  isoDateRule,
  MAX_NOTES_LENGTH,
} from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { catalogueApi } from "../../api/catalogue-api.ts";
import { invoicesApi } from "../../api/invoices-api.ts";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextAreaField } from "../../components/TextAreaField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { type ClientChoice, ClientSelect } from "./ClientSelect.tsx";
import { DeliveryAddressEditor } from "./DeliveryAddressEditor.tsx";
import { DiscountInputs } from "./DiscountInputs.tsx";
import { ItemsEditor } from "./ItemsEditor.tsx";
import styles from "./invoice-form.module.css";
import {
  type DiscountDraft,
  type InvoiceFormValues,
  liveTotals,
  newItem,
  pickCatalogueItem,
  type ServiceKind,
  validateInvoiceForm,
} from "./invoice-form-values.ts";
import { invoiceNumberText } from "./invoice-number.ts";
import { TotalsSummary } from "./TotalsSummary.tsx";

const isDate = (value: string) => isoDateRule(value) === undefined;

/**
 * The invoice form of both modes (docs/PRODUCT-RULES.md#screens, #lines): client, dates, currency,
 * items with live totals from the core's one totals function, identifiers and notes. It is checked
 * with the core's request schema before sending, so it names the same problems the server would.
 * New lines start at `defaultTaxRate`.
 */
export const InvoiceForm = ({
  invoiceId,
  initial,
  defaultTaxRate,
  chosenClient,
}: {
  /** The edited invoice's id; none to create one. */
  readonly invoiceId?: string;
  readonly initial: InvoiceFormValues;
  readonly defaultTaxRate: string;
  readonly chosenClient: ClientChoice | undefined;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [, navigate] = useLocation();
  const { values, field, bind, errors, setErrors } = useFormValues<InvoiceFormValues>(initial);
  const editing = invoiceId !== undefined;
  const failureKey = editing
    ? "invoiceform.errors.updateinvoice"
    : "invoiceform.errors.createinvoice";
  const totals = liveTotals(values);
  // Lines can be picked from the catalogue once it has loaded; the form works without it.
  const catalogue = useApiQuery({
    queryKey: ["invoice-form-catalogue"],
    queryFn: ({ signal }) => catalogueApi.list({ signal }),
  });
  const major = (minor: number) => fromMinorUnits(minor, values.currency);

  const clearItemErrors = (matches: (key: string) => boolean) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !matches(key))),
    );

  const changeIssueDate = (issueDate: string) => {
    // A due date still at its default term follows the issue date.
    const followsTerm =
      isDate(values.issueDate) &&
      isDate(issueDate) &&
      values.dueDate === addDays(values.issueDate, DEFAULT_PAYMENT_TERM_DAYS);
    field("issueDate")(issueDate);
    if (followsTerm) field("dueDate")(addDays(issueDate, DEFAULT_PAYMENT_TERM_DAYS));
  };

  const { form, submit, busy, failure } = useFormSubmit(setErrors, {
    decode: () => validateInvoiceForm(values),
    send: (request) =>
      editing ? invoicesApi.update(invoiceId, request) : invoicesApi.create(request),
    onSuccess: (saved) => {
      const number = invoiceNumberText(saved.invoiceNumber, t);
      toast.success(t(editing ? "invoiceform.updated" : "invoiceform.created", { number }));
      navigate(`/invoices/${saved.id}`);
    },
    failureKey,
    failureShown: "banner",
    leavesOnSuccess: true,
  });

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      {failure ? <FailureBanner title={t(failureKey)} reason={failure} /> : null}

      <section className="card form" aria-labelledby="invoice-details">
        <h2 id="invoice-details">{t("invoiceform.sections.details")}</h2>
        <ClientSelect {...bind("clientId")} chosen={chosenClient} />
        <div className="form-row">
          <TextField
            label={t("invoiceform.issuedate")}
            type="date"
            required
            value={values.issueDate}
            onChange={changeIssueDate}
            error={errors.issueDate}
          />
          <TextField
            label={t("invoiceform.duedate")}
            type="date"
            required
            min={values.issueDate || undefined}
            {...bind("dueDate")}
          />
        </div>
        <div className="form-row">
          <SelectField
            label={t("invoiceform.currency")}
            value={values.currency}
            onChange={field("currency")}
            choices={currencies.map((currency) => ({
              value: currency,
              label: t(`common.currencies.${currency.toLowerCase()}`),
            }))}
            error={errors.currency}
          />
          <SelectField<InvoiceFormValues["operationCategory"]>
            label={t("invoiceform.operation.label")}
            hint={t("invoiceform.operation.hint")}
            value={values.operationCategory}
            onChange={field("operationCategory")}
            error={errors.operationCategory}
            choices={(["", "goods", "services", "mixed"] as const).map((category) => ({
              value: category,
              label: t(`invoiceform.operation.${category || "default"}`),
            }))}
          />
        </div>
        <p className={styles.hint}>{t("invoiceform.statushint")}</p>
        <div className="form-row">
          <SelectField<ServiceKind>
            label={t("invoiceform.service.label")}
            value={values.serviceKind}
            onChange={field("serviceKind")}
            choices={(["none", "date", "period"] as const).map((kind) => ({
              value: kind,
              label: t(`invoiceform.service.${kind}`),
            }))}
          />
          {values.serviceKind === "date" ? (
            <TextField label={t("invoiceform.service.day")} type="date" {...bind("serviceDate")} />
          ) : null}
          {values.serviceKind === "period" ? (
            <>
              <TextField
                label={t("invoiceform.service.start")}
                type="date"
                value={values.serviceStart}
                onChange={field("serviceStart")}
                error={errors["servicePeriod.start"]}
              />
              <TextField
                label={t("invoiceform.service.end")}
                type="date"
                min={values.serviceStart || undefined}
                value={values.serviceEnd}
                onChange={field("serviceEnd")}
                error={errors["servicePeriod.end"] ?? errors.servicePeriod}
              />
            </>
          ) : null}
        </div>
        <DeliveryAddressEditor
          value={values.deliveryAddress}
          defaultCountry="FR"
          errors={errors}
          onChange={field("deliveryAddress")}
        />
      </section>

      <section className="card form" aria-labelledby="invoice-items">
        <h2 id="invoice-items">{t("invoiceform.sections.items")}</h2>
        <ItemsEditor
          items={values.items}
          lines={totals.lines}
          currency={values.currency}
          errors={errors}
          onChange={(index, name, value) => {
            field("items")(
              values.items.map((item, at) =>
                at === index
                  ? // No category chosen is the automatic one, which the server works out.
                    { ...item, [name]: name === "vatCategory" && value === "" ? null : value }
                  : item,
              ),
            );
            clearItemErrors((key) => key === `items.${index}.${name}` || key === "items");
          }}
          onAdd={() => field("items")([...values.items, newItem(defaultTaxRate)])}
          catalogue={catalogue.data?.data ?? []}
          onPick={(index, entry) => {
            field("items")(
              values.items.map((item, at) =>
                at !== index
                  ? item
                  : entry === undefined
                    ? { ...item, catalogueItemId: null }
                    : pickCatalogueItem(item, entry),
              ),
            );
            clearItemErrors((key) => key.startsWith(`items.${index}.`));
          }}
          onRemove={(index) => {
            field("items")(values.items.filter((_, at) => at !== index));
            clearItemErrors((key) => key.startsWith("items."));
          }}
        />
        {errors.items ? (
          <p className="field-error" role="alert">
            {t(errors.items)}
          </p>
        ) : null}
        <div className={styles.invoiceTerms}>
          <CheckboxField
            label={t("invoiceform.pricesincludetax")}
            hint={t("invoiceform.pricesincludetaxhint")}
            checked={values.pricesIncludeTax}
            onChange={field("pricesIncludeTax")}
          />
          <DiscountInputs
            label={t("invoiceform.invoicediscount")}
            draft={values}
            currency={values.currency}
            error={errors.discount ?? errors["discount.value"]}
            onChange={(name, value) =>
              name === "discountType"
                ? field("discountType")(value as DiscountDraft["discountType"])
                : field("discountValue")(value)
            }
          />
        </div>
        <TotalsSummary
          figures={{
            currency: values.currency,
            discount:
              totals.allowanceTotal === 0
                ? null
                : { linesTotal: major(totals.lineTotal), amount: major(totals.allowanceTotal) },
            subtotal: major(totals.subtotal),
            taxBreakdown: totals.taxBreakdown.map((group) => ({
              taxRate: group.taxRate,
              basis: major(group.basis),
              taxAmount: major(group.taxAmount),
            })),
            taxAmount: major(totals.taxAmount),
            total: major(totals.total),
          }}
        />
      </section>

      <section className="card form" aria-labelledby="invoice-more">
        <h2 id="invoice-more">{t("invoiceform.sections.more")}</h2>
        <div className="form-row">
          <TextField
            label={t("common.optionalfield", { label: t("invoiceform.siret") })}
            hint={t("invoiceform.sirethint")}
            inputMode="numeric"
            autoComplete="off"
            {...bind("siret")}
          />
          <TextField
            label={t("common.optionalfield", { label: t("invoiceform.vatnumber") })}
            hint={t("invoiceform.vatnumberhint")}
            autoComplete="off"
            maxLength={20}
            {...bind("vatNumber")}
          />
        </div>
        <TextAreaField
          label={t("common.optionalfield", { label: t("invoiceform.notes") })}
          rows={4}
          maxLength={MAX_NOTES_LENGTH}
          {...bind("notes")}
        />
      </section>

      <div className={styles.footer}>
        <Link href={editing ? `/invoices/${invoiceId}` : "/invoices"} className="btn btn-secondary">
          {t("common.cancel")}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t("common.saving") : t(editing ? "invoiceform.save" : "invoiceform.create")}
        </button>
      </div>
    </form>
  );
};
