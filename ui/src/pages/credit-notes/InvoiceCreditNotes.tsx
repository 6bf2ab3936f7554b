import { fromMinorUnits, type InvoiceDetailResponse } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { CreditNoteRows } from "./CreditNoteRows.tsx";
import { minorUnitsOf } from "./credit-note-draft.ts";
import styles from "./credit-notes.module.css";

/** An invoice's credit notes (number, date, total, link), what they credit and what is left. */
export const InvoiceCreditNotes = ({ invoice }: { readonly invoice: InvoiceDetailResponse }) => {
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
      <CreditNoteRows
        creditNotes={invoice.creditNotes.map((creditNote) => ({
          ...creditNote,
          currency: invoice.currency,
        }))}
      />
      <div className={styles.figures}>
        <span>{t("creditnotes.credited", { amount: money(invoice.creditedTotal) })}</span>
        <span className={styles.total}>{t("creditnotes.left", { amount: money(left) })}</span>
      </div>
    </section>
  );
};
