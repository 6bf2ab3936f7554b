import type { CreditNoteSummaryJson, Currency, InvoiceCreditNoteJson } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./credit-notes.module.css";

/** A credit note as a table row shows it; the invoice and client only on the list of all. */
export type CreditNoteRow = InvoiceCreditNoteJson & { readonly currency: Currency } & Partial<
    Pick<CreditNoteSummaryJson, "invoiceId" | "invoiceNumber" | "clientName">
  >;

/**
 * A table of credit notes: number (linking to the credit note), date and total; `withInvoice`
 * adds each one's invoice (linking to it) and client.
 */
export const CreditNoteRows = ({
  creditNotes,
  withInvoice = false,
}: {
  readonly creditNotes: ReadonlyArray<CreditNoteRow>;
  readonly withInvoice?: boolean;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t("creditnotes.columns.number")}</th>
          {withInvoice ? (
            <>
              <th scope="col">{t("creditnotes.columns.invoice")}</th>
              <th scope="col">{t("creditnotes.columns.client")}</th>
            </>
          ) : null}
          <th scope="col">{t("creditnotes.columns.date")}</th>
          <th scope="col" className={styles.number}>
            {t("creditnotes.columns.total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {creditNotes.map((creditNote) => (
          <tr key={creditNote.id}>
            <th scope="row">
              <Link href={`/credit-notes/${creditNote.id}`}>{creditNote.creditNoteNumber}</Link>
            </th>
            {withInvoice ? (
              <>
                <td>
                  <Link href={`/invoices/${creditNote.invoiceId}`}>{creditNote.invoiceNumber}</Link>
                </td>
                <td>{creditNote.clientName}</td>
              </>
            ) : null}
            <td>{format.date(creditNote.issueDate)}</td>
            <td className={styles.number}>{format.money(creditNote.total, creditNote.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
