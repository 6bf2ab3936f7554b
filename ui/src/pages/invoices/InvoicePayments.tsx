import type { InvoiceDetailResponse } from "@invoicing/core";
import {
  DEFAULT_TIME_ZONE,
  type InvoicePaymentMethod,
  invoicePaymentMethods,
  todayIn,
} from "@invoicing/core";
import { useAtomValue } from "jotai";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { invoicePaymentsApi } from "../../api/invoice-payments-api.ts";
import { userAtom } from "../../auth/session.ts";
import { useConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./invoice-payments.module.css";

/** Whether the invoice takes payments: issued, not cancelled, with something due. */
const takesPayments = (invoice: InvoiceDetailResponse): boolean =>
  invoice.invoiceNumber !== null && invoice.status !== "cancelled" && invoice.balanceDue > 0;

/**
 * An invoice's payments (docs/PRODUCT-RULES.md#invoice-payments): what was paid, the balance due
 * and whether it is partly paid, each payment (a deleted one struck through, kept), a form to
 * record a full or partial payment and a button to delete a mistaken one.
 */
export const InvoicePayments = ({
  invoice,
  refresh,
}: {
  readonly invoice: InvoiceDetailResponse;
  readonly refresh: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const { confirm, dialog } = useConfirmDialog();
  const user = useAtomValue(userAtom);
  const today = todayIn(user?.timeZone ?? DEFAULT_TIME_ZONE, new Date());
  const [amount, setAmount] = useState(String(invoice.balanceDue));
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<InvoicePaymentMethod>("transfer");
  const [reference, setReference] = useState("");
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [working, setWorking] = useState(false);
  if (invoice.invoiceNumber === null) return null;
  const money = (value: number) => format.money(value, invoice.currency);

  const run = async (work: () => Promise<unknown>, fallbackKey: string) => {
    setWorking(true);
    setFailure(undefined);
    setFields({});
    try {
      await work();
      refresh();
    } catch (error) {
      if (error instanceof ApiError) setFields(error.fields);
      setFailure(errorText(error, fallbackKey));
    } finally {
      setWorking(false);
    }
  };

  const record = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () =>
        invoicePaymentsApi.record(invoice.id, {
          amount: Number(amount.replace(",", ".")),
          date,
          method,
          reference,
        }),
      "invoicepayments.errors.record",
    );
  };

  const remove = async (paymentId: string) => {
    const confirmed = await confirm({
      title: t("invoicepayments.delete"),
      message: t("invoicepayments.confirmdelete"),
      confirmLabel: t("invoicepayments.delete"),
      danger: true,
    });
    if (confirmed) {
      await run(
        () => invoicePaymentsApi.remove(invoice.id, paymentId),
        "invoicepayments.errors.delete",
      );
    }
  };

  return (
    <section className="card" aria-labelledby="invoice-payments">
      <h2 id="invoice-payments">{t("invoicepayments.title")}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t("invoicepayments.amountpaid")}</dt>
          <dd>{money(invoice.amountPaid)}</dd>
        </div>
        <div>
          <dt>{t("invoicepayments.balancedue")}</dt>
          <dd className={styles.balance}>{money(invoice.balanceDue)}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{t("invoicepayments.title")}</dt>
          <dd className={styles.progress} data-progress={invoice.paymentProgress}>
            {t(`invoicepayments.progress.${invoice.paymentProgress}`)}
          </dd>
        </div>
      </dl>
      {invoice.payments.length === 0 ? (
        <p className={styles.muted}>{t("invoicepayments.empty")}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("invoicepayments.columns.date")}</th>
              <th scope="col">{t("invoicepayments.columns.method")}</th>
              <th scope="col">{t("invoicepayments.columns.reference")}</th>
              <th scope="col" className={styles.number}>
                {t("invoicepayments.columns.amount")}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t("invoicepayments.delete")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.payments.map((payment) => (
              <tr key={payment.id} className={payment.deletedAt === null ? "" : styles.deleted}>
                <td>{format.date(payment.date)}</td>
                <td>{t(`invoicepayments.methods.${payment.method}`)}</td>
                <td>{payment.reference}</td>
                <td className={styles.number}>{money(payment.amount)}</td>
                <td>
                  {payment.deletedAt === null ? (
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={working}
                      onClick={() => void remove(payment.id)}
                    >
                      {t("invoicepayments.delete")}
                    </button>
                  ) : (
                    t("invoicepayments.deleted")
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {failure === undefined ? null : (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      {takesPayments(invoice) ? (
        <form className={styles.form} onSubmit={record} noValidate>
          <h3>{t("invoicepayments.form.title")}</h3>
          <div className="form-row">
            <TextField
              label={t("invoicepayments.form.amount")}
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
              error={fields.amount}
            />
            <TextField
              label={t("invoicepayments.form.date")}
              type="date"
              max={today}
              value={date}
              onChange={setDate}
              error={fields.date}
            />
          </div>
          <div className="form-row">
            <SelectField
              label={t("invoicepayments.form.method")}
              value={method}
              onChange={setMethod}
              error={fields.method}
              choices={invoicePaymentMethods.map((value) => ({
                value,
                label: t(`invoicepayments.methods.${value}`),
              }))}
            />
            <TextField
              label={t("invoicepayments.form.reference")}
              value={reference}
              onChange={setReference}
              error={fields.reference}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={working}>
            {t("invoicepayments.form.submit")}
          </button>
        </form>
      ) : null}
      {dialog}
    </section>
  );
};
