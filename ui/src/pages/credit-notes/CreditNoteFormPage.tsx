import { amountLeft, fromMinorUnits, MAX_REASON_LENGTH } from "@invoicing/core";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "wouter";
import { creditNotesApi } from "../../api/credit-notes-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { TextAreaField } from "../../components/TextAreaField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { isNotFound, QueryView } from "../../queries/QueryView.tsx";
import { invoiceNumberText } from "../invoices/invoice-number.ts";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import {
  type CreditNoteDraft,
  creditedInvoiceOf,
  creditedSharesOf,
  netLeftByLine,
  previewOf,
  requestedItems,
} from "./credit-note-draft.ts";
import styles from "./credit-notes.module.css";
import { type CreditedInvoice, useCreditedInvoice } from "./use-credited-invoice.ts";

/** The form of a loaded invoice: full or chosen lines, the reason, and the live total. */
const CreditNoteForm = ({ invoice, creditNotes }: CreditedInvoice) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const toast = useToast();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<CreditNoteDraft>({ mode: "full", reason: "", lines: {} });
  const [reasonError, setReasonError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const credited = useMemo(() => creditedInvoiceOf(invoice), [invoice]);
  const shares = useMemo(() => creditedSharesOf(creditNotes), [creditNotes]);
  const netLeft = useMemo(() => netLeftByLine(credited, shares), [credited, shares]);
  const money = (minor: number) =>
    format.money(fromMinorUnits(minor, invoice.currency), invoice.currency);
  const left = amountLeft(credited, shares);
  const preview = previewOf(credited, shares, draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const reason = draft.reason.trim();
    const reasonProblem =
      reason === ""
        ? "creditnotes.validation.reasonrequired"
        : reason.length > MAX_REASON_LENGTH
          ? "creditnotes.validation.reasontoolong"
          : undefined;
    setReasonError(reasonProblem);
    if (reasonProblem !== undefined || preview.status === "invalid") return;
    setBusy(true);
    setFailure(undefined);
    try {
      const items = requestedItems(draft);
      const created = await creditNotesApi.create(
        invoice.id,
        items === undefined ? { reason } : { reason, items },
      );
      toast.success(t("creditnotes.created", { number: created.creditNoteNumber }));
      navigate(`/credit-notes/${created.id}`);
    } catch (error) {
      setFailure(errorText(error, "creditnotes.errors.create"));
      setBusy(false);
    }
  };

  const setLine = (itemId: string, change: Partial<{ chosen: boolean; amount: string }>) =>
    setDraft((current) => ({
      ...current,
      lines: {
        ...current.lines,
        [itemId]: { chosen: false, amount: "", ...current.lines[itemId], ...change },
      },
    }));

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t("creditnotes.createintro")}</p>
      {failure ? <FailureBanner title={t("creditnotes.errors.create")} reason={failure} /> : null}
      <fieldset className={styles.modes}>
        <legend>{t("creditnotes.mode.label")}</legend>
        <label className={styles.mode}>
          <input
            type="radio"
            name="mode"
            checked={draft.mode === "full"}
            onChange={() => setDraft((current) => ({ ...current, mode: "full" }))}
          />
          {t("creditnotes.mode.full", { amount: money(left) })}
        </label>
        <label className={styles.mode}>
          <input
            type="radio"
            name="mode"
            checked={draft.mode === "lines"}
            onChange={() => setDraft((current) => ({ ...current, mode: "lines" }))}
          />
          {t("creditnotes.mode.lines")}
        </label>
      </fieldset>
      {draft.mode === "lines" ? (
        <div className={styles.lines}>
          {invoice.items.map((item) => {
            const line = draft.lines[item.id];
            const net = netLeft.get(item.id) ?? 0;
            return (
              <div key={item.id} className={styles.line}>
                <CheckboxField
                  label={t("creditnotes.line.credit", { description: item.description })}
                  hint={t("creditnotes.line.left", { amount: money(net) })}
                  checked={line?.chosen ?? false}
                  disabled={net <= 0}
                  onChange={(chosen) => setLine(item.id, { chosen })}
                />
                {line?.chosen ? (
                  <TextField
                    label={t("creditnotes.line.amount")}
                    inputMode="decimal"
                    placeholder={String(fromMinorUnits(net, invoice.currency))}
                    value={line.amount}
                    onChange={(amount) => setLine(item.id, { amount })}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
      ) : null}
      <TextAreaField
        label={t("creditnotes.reason")}
        placeholder={t("creditnotes.reasonplaceholder")}
        rows={3}
        maxLength={MAX_REASON_LENGTH}
        value={draft.reason}
        onChange={(reason) => {
          setDraft((current) => ({ ...current, reason }));
          setReasonError(undefined);
        }}
        error={reasonError}
      />
      <div className={styles.figures}>
        <span>{t("creditnotes.left", { amount: money(left) })}</span>
        {preview.status === "valid" ? (
          <span className={styles.total}>
            {t("creditnotes.total", { amount: money(preview.total) })}
          </span>
        ) : submitted || draft.mode === "lines" ? (
          <p className="field-error" role="alert">
            {t(preview.key)}
          </p>
        ) : null}
      </div>
      <div className={styles.footer}>
        <Link href={`/invoices/${invoice.id}`} className="btn btn-secondary">
          {t("common.cancel")}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t("creditnotes.submitting") : t("creditnotes.submit")}
        </button>
      </div>
    </form>
  );
};

/**
 * `/invoices/:id/credit-note`: credits all that is left of an issued invoice or chosen lines
 * (docs/PRODUCT-RULES.md#credit-notes), priced live by the core's credit-note rule; on success, the
 * new credit note.
 */
export const CreditNoteFormPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams<{ id: string }>();
  const loaded = useCreditedInvoice(id);
  const invoice = loaded.data?.invoice;
  const title = invoice
    ? t("creditnotes.createtitle", { number: invoiceNumberText(invoice.invoiceNumber, t) })
    : t("creditnotes.loadingtitle");
  usePageTitle(title);

  if (isNotFound(loaded.error)) {
    return <NotFoundPage message={t("invoicedetail.errors.invoicenotfound")} />;
  }
  return (
    <div className="page">
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <QueryView query={loaded} failureKey="invoicedetail.errors.fetchinvoice">
        {(credited) => <CreditNoteForm {...credited} />}
      </QueryView>
    </div>
  );
};
