import { describe, expect, it } from "vitest";
import { languages } from "../users/language-tags.ts";
import { labelPlaceholders } from "./fill-label.ts";
import { invoiceLabelCatalogue, invoiceLabels } from "./invoice-label-catalogue.ts";

const english = invoiceLabelCatalogue.en;
const keys = Object.keys(english).sort();

describe("invoice label catalogue", () => {
  it.each(languages)("has every label, none blank, in %s", (language) => {
    const labels = invoiceLabels(language);
    expect(Object.keys(labels).sort()).toEqual(keys);
    for (const value of Object.values(labels)) expect(value.trim()).not.toBe("");
  });

  it.each(languages)("keeps the placeholders of each English label in %s", (language) => {
    const labels = invoiceLabels(language);
    for (const key of keys) {
      const placeholders = (text: string) => [...labelPlaceholders(text)].sort();
      expect(placeholders(labels[key as keyof typeof labels]), key).toEqual(
        placeholders(english[key as keyof typeof english]),
      );
    }
  });

  it.each(languages)("quotes the article behind each French legal mention in %s", (language) => {
    const labels = invoiceLabels(language);
    expect(labels.legalVatFranchise).toContain("293 B");
    expect(labels.legalLatePenalties).toContain("L441-10");
    expect(labels.legalRecoveryFee).toContain("D441-5");
    expect(labels.legalRecoveryFee).toMatch(/40/u);
    expect(labels.legalNotFiscalDocument).toContain("NF-e");
  });

  it("writes the French legal mentions as the law words them", () => {
    expect(invoiceLabels("fr").legalVatFranchise).toBe("TVA non applicable, art. 293 B du CGI.");
    expect(invoiceLabels("fr").legalRecoveryFee).toContain("40 €");
  });

  it("names the document in each language", () => {
    expect(languages.map((language) => invoiceLabels(language).documentTitle)).toEqual([
      "Invoice",
      "发票",
      "Factura",
      "Facture",
      "Rechnung",
      "請求書",
      "Fatura",
    ]);
  });
});
