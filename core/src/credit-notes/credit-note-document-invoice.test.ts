import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aCreditNote, aDocumentInput, anInvoice } from "../../testing/builders/index.ts";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { discountedInvoice } from "../invoices/invoice-totals-arbitraries.ts";
import type { CreditNote } from "./credit-note.ts";
import { creditNoteDocumentParts } from "./credit-note-document-invoice.ts";

/** The credit note of all that is left of `invoice`, priced by the credit notes' own rule. */
const fullCreditNote = (invoice: Invoice): CreditNote =>
  aCreditNote(invoice, { creditNoteNumber: "CN-007", issueDate: "2026-11-25" });

describe("creditNoteDocumentParts", () => {
  it("numbers and dates the document as the credit note, its reason as note, naming the invoice", () => {
    const invoice = anInvoice({ items: [{ quantity: 2, unitPrice: 5_000, taxRate: 20 }] });
    const parts = creditNoteDocumentParts(fullCreditNote(invoice), invoice);
    expect(parts.precedingInvoice).toEqual({ number: "INV-001", issueDate: "2026-11-20" });
    expect(parts.invoice).toMatchObject({
      invoiceNumber: "CN-007",
      issueDate: "2026-11-25",
      dueDate: "2026-11-25",
      notes: "Returned goods",
      clientId: invoice.clientId,
    });
    const document = buildInvoiceDocument(aDocumentInput(parts));
    expect(document.precedingInvoice).toEqual(parts.precedingInvoice);
    expect(document.number).toBe("CN-007");
  });

  it("states, for net prices with any discounts, exactly the credit note's totals (what BT-112 says)", () => {
    fc.assert(
      fc.property(discountedInvoice, ({ items, options }) => {
        const invoice = anInvoice({ items, ...options, pricesIncludeTax: false });
        // An invoice discounted to nothing leaves nothing to credit.
        fc.pre(invoice.total > 0);
        const creditNote = fullCreditNote(invoice);
        const { totals } = buildInvoiceDocument(
          aDocumentInput(creditNoteDocumentParts(creditNote, invoice)),
        );
        expect([totals.subtotal, totals.taxAmount, totals.total]).toEqual([
          creditNote.subtotal,
          creditNote.taxAmount,
          creditNote.total,
        ]);
        expect(totals.total).toBe(invoice.total);
      }),
    );
  });
});
