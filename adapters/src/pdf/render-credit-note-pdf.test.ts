import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { languages } from "@invoicing/core";
import { afterAll, describe, expect, it } from "vitest";
import { frenchSellerDocument } from "../../testing/einvoice/france/factur-x-corpus.ts";
import { creditNoteDocument } from "../../testing/einvoice/france/factur-x-credit-note-corpus.ts";
import { makeFontLibrary } from "./font-files.ts";
import { renderInvoicePdf } from "./render-invoice-pdf.ts";

// Read with poppler-utils' pdftotext, as a reader would, every run of spaces as one.
const folder = mkdtempSync(join(tmpdir(), "credit-note-pdf-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const fonts = makeFontLibrary();

const expected = {
  en: ["Credit note", "Credit note no.", "Credited invoice", "INV-101 of", "Reason"],
  zh: ["贷项通知单", "贷项通知单号码", "原发票", "INV-101（", "原因"],
  es: [
    "Factura rectificativa",
    "Factura rectificativa n.º",
    "Factura rectificada",
    "INV-101 del",
    "Motivo",
  ],
  fr: ["Avoir", "Avoir n°", "Facture d'origine", "INV-101 du", "Motif"],
  de: ["Gutschrift", "Gutschrift-Nr.", "Zur Rechnung", "INV-101 vom", "Grund"],
  ja: ["貸方票", "貸方票番号", "対象請求書", "INV-101（", "理由"],
  "pt-BR": ["Nota de crédito", "Nota de crédito nº", "Fatura creditada", "INV-101 de", "Motivo"],
} as const;

describe("renderInvoicePdf of a credit note", () => {
  it.each(languages)(
    "titles it as a credit note naming the invoice and the reason, without payment terms, in %s",
    (language) => {
      const invoice = frenchSellerDocument({
        language,
        items: [{ description: "Conseil", quantity: 2, unitPrice: 10_000, taxRate: 20 }],
      });
      const document = creditNoteDocument(invoice, undefined);
      const path = join(folder, `credit-note-${language}.pdf`);
      writeFileSync(path, renderInvoicePdf(document, fonts));
      const text = execFileSync("pdftotext", ["-raw", path, "-"], { encoding: "utf8" }).replace(
        /\s+/gu,
        " ",
      );
      // Section headings are printed in capitals.
      for (const words of expected[language]) {
        expect(text.toLowerCase(), language).toContain(words.toLowerCase());
      }
      expect(text).toContain("CN-001");
      expect(text).toContain("Prestation annulée à la demande du client");
      expect(text).not.toContain(invoice.labels.dueDate);
      expect(text).not.toContain(invoice.labels.paymentTerms);
    },
  );
});
