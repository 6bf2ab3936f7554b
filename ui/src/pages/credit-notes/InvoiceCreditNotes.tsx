import { fromMinorUnits } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { InvoiceDetail } from "../../api/invoices-api.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { minorUnitsOf } from "./credit-note-draft.ts";
import styles from "./credit-notes.module.css";

/** An invoice's credit notes (number, date, total, link), what they credit and what is left. */
export const InvoiceCreditNotes = ({ invoice }: { readonly invoice: InvoiceDetail }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  if (invoice.creditNotes.length === 0) return null;
  const money = (amount: number) => format.money(amount, invoice.currency);
  const left = fromMinorUnits(
    minorUnitsOf(invoice.total, invoice.currency) -
      minorUnitsOf(invoice.creditedTotal, invoice.currency),
    invoice.currency,
  );
  return (
    <section className="card" aria-labelledby="invoice-credit-notes">
      <h2 id="invoice-credit-notes">{t("creditnotes.section")}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("creditnotes.columns.number")}</th>
            <th scope="col">{t("creditnotes.columns.date")}</th>
            <th scope="col" className={styles.number}>
              {t("creditnotes.columns.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.creditNotes.map((creditNote) => (
            <tr key={creditNote.id}>
              <th scope="row">
                <Link href={`/credit-notes/${creditNote.id}`}>{creditNote.creditNoteNumber}</Link>
              </th>
              <td>{format.date(creditNote.issueDate)}</td>
              <td className={styles.number}>{money(creditNote.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.figures}>
        <span>{t("creditnotes.credited", { amount: money(invoice.creditedTotal) })}</span>
        <span className={styles.total}>{t("creditnotes.left", { amount: money(left) })}</span>
      </div>
    </section>
  );
};
