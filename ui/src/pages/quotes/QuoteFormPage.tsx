import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  fromMinorUnits,
  MAX_NOTES_LENGTH,
  todayIn,
} from "@invoicing/core";
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "wouter";
import { quotesApi } from "../../api/quotes-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { DetailHeader } from "../../components/DetailHeader.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { TextAreaField } from "../../components/TextAreaField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { type ClientChoice, ClientSelect } from "../invoices/ClientSelect.tsx";
import { ItemsEditor } from "../invoices/ItemsEditor.tsx";
import styles from "../invoices/invoice-form.module.css";
import {
  type InvoiceFormValues,
  liveTotals,
  newInvoiceForm,
  newItem,
} from "../invoices/invoice-form-values.ts";
import { TotalsSummary } from "../invoices/TotalsSummary.tsx";
import { useDefaultTaxRate } from "../invoices/use-default-tax-rate.ts";
import { formErrorsOf, quoteFormOf, validateQuoteForm } from "./quote-form-values.ts";

const QuoteForm = ({
  quoteId,
  initial,
  defaultTaxRate,
  chosenClient,
}: {
  readonly quoteId?: string;
  readonly initial: InvoiceFormValues;
  readonly defaultTaxRate: string;
  readonly chosenClient: ClientChoice | undefined;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [, navigate] = useLocation();
  const { values, field, bind, errors, setErrors } = useFormValues<InvoiceFormValues>(initial);
  const totals = liveTotals(values);
  const major = (minor: number) => fromMinorUnits(minor, values.currency);
  const { form, submit, busy, failure } = useFormSubmit(
    (fields) => setErrors(formErrorsOf(fields)),
    {
      decode: () => validateQuoteForm(values),
      send: (request) =>
        quoteId === undefined ? quotesApi.create(request) : quotesApi.update(quoteId, request),
      onSuccess: (saved) => {
        toast.success(t("quotes.saved"));
        navigate(`/quotes/${saved.id}`);
      },
      failureKey: "quotes.failedtoload",
      failureShown: "banner",
      leavesOnSuccess: true,
    },
  );

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      {failure ? <FailureBanner title={t("quotes.failedtoload")} reason={failure} /> : null}
      <section className="card form">
        <ClientSelect {...bind("clientId")} chosen={chosenClient} />
        <div className="form-row">
          <TextField label={t("quotes.issuedate")} type="date" required {...bind("issueDate")} />
          <TextField
            label={t("quotes.validuntil")}
            type="date"
            required
            min={values.issueDate || undefined}
            {...bind("dueDate")}
          />
        </div>
      </section>
      <section className="card form">
        <h2>{t("quotes.lines")}</h2>
        <ItemsEditor
          items={values.items}
          lines={totals.lines}
          currency={values.currency}
          errors={errors}
          onChange={(index, name, value) =>
            field("items")(
              values.items.map((item, at) => (at === index ? { ...item, [name]: value } : item)),
            )
          }
          onAdd={() => field("items")([...values.items, newItem(defaultTaxRate)])}
          catalogue={[]}
          onPick={() => undefined}
          onRemove={(index) => field("items")(values.items.filter((_, at) => at !== index))}
        />
        <TotalsSummary
          figures={{
            currency: values.currency,
            discount: null,
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
        <TextAreaField
          label={t("common.optionalfield", { label: t("quotes.notes") })}
          rows={3}
          maxLength={MAX_NOTES_LENGTH}
          {...bind("notes")}
        />
      </section>
      <div className={styles.footer}>
        <Link
          href={quoteId === undefined ? "/quotes" : `/quotes/${quoteId}`}
          className="btn btn-secondary"
        >
          {t("common.cancel")}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t("common.saving") : t("quotes.save")}
        </button>
      </div>
    </form>
  );
};

/** `/quotes/new` and `/quotes/:id/edit`: the quote form, new or filled with a draft quote. */
export const QuoteFormPage = () => {
  const { t } = useTranslation();
  const { id } = useParams<{ id?: string }>();
  const user = useAtomValue(userAtom);
  const defaultTaxRate = useDefaultTaxRate();
  const loaded = useApiQuery({
    queryKey: ["quote-form", id],
    queryFn: ({ signal }) => quotesApi.get(id ?? "", { signal }),
    enabled: id !== undefined,
  });
  const title = t(id === undefined ? "quotes.new" : "quotes.edit");
  usePageTitle(title);
  const header = (
    <DetailHeader title={title} back={{ href: "/quotes", label: t("quotes.back") }}>
      {null}
    </DetailHeader>
  );
  if (defaultTaxRate === undefined) return <Spinner block label={t("common.loading")} />;
  if (id === undefined) {
    const today = todayIn(user?.timeZone ?? DEFAULT_TIME_ZONE, new Date());
    return (
      <div className="page">
        {header}
        <QuoteForm
          initial={newInvoiceForm(today, user?.currency ?? DEFAULT_CURRENCY, "", defaultTaxRate)}
          defaultTaxRate={defaultTaxRate}
          chosenClient={undefined}
        />
      </div>
    );
  }
  return (
    <div className="page">
      {header}
      <QueryView query={loaded} failureKey="quotes.failedtoload">
        {(quote) => (
          <QuoteForm
            key={quote.updatedAt}
            quoteId={quote.id}
            initial={quoteFormOf(quote)}
            defaultTaxRate={defaultTaxRate}
            chosenClient={quote.client}
          />
        )}
      </QueryView>
    </div>
  );
};
