import { describe, expect, it } from "vitest";
import {
  aClient,
  aDocumentInput,
  aFranceSettings,
  anInvoice,
  aUser,
} from "../../testing/builders/index.ts";
import { buildInvoiceDocument } from "./invoice-document.ts";

describe("buildInvoiceDocument", () => {
  it("writes a French user's invoice in French, on A4, with French formats", () => {
    const document = buildInvoiceDocument(
      aDocumentInput({
        seller: aUser({ language: "fr" }),
        invoice: anInvoice({
          items: [
            { quantity: 3, unitPrice: 123456, taxRate: 20, description: "Conception" },
            { quantity: 2, unitPrice: 4500, taxRate: 5.5 },
          ],
        }),
      }),
    );
    expect(document.locale).toBe("fr-FR");
    expect(document.paperSize).toBe("a4");
    expect(document.labels.documentTitle).toBe("Facture");
    expect(document.issueDate).toBe("20 novembre 2026");
    expect(document.lines[0]).toEqual({
      description: "Conception",
      quantity: "3",
      unitPrice: "1\u202f234,56\u00a0€",
      taxRate: "20\u00a0%",
      amount: "3\u202f703,68\u00a0€",
      details: [],
    });
    expect(document.service).toBeNull();
    expect(document.invoiceDiscount).toBeNull();
    expect(document.taxRows.map((row) => row.taxRate)).toEqual(["5,5\u00a0%", "20\u00a0%"]);
    expect(document.total).toBe("4\u202f539,37\u00a0€");
    expect(document.totals.total).toBe(document.invoice.total);
  });

  it("prints a decimal quantity with its unit, discounts, the service date, tax-inclusive amounts", () => {
    const document = buildInvoiceDocument(
      aDocumentInput({
        invoice: anInvoice({
          items: [
            {
              quantity: 1.5,
              unitPrice: 12000,
              taxRate: 20,
              unitCode: "HUR",
              discount: { type: "amount", value: 1000 },
            },
            { quantity: 2, unitPrice: 500, taxRate: 20 },
          ],
          pricesIncludeTax: true,
          discount: { type: "percent", value: 10 },
          serviceDate: "2026-11-02",
        }),
      }),
    );
    expect(document.lines.map((line) => [line.quantity, line.amount, line.details])).toEqual([
      ["1.5 h", "€170.00", ["Discount: -€10.00"]],
      ["2", "€10.00", []],
    ]);
    expect(document.service).toEqual({ label: "Service date", value: "November 2, 2026" });
    expect(document.invoiceDiscount).toEqual({ linesTotal: "€150.00", discount: "-€15.00" });
    // 170 + 10 inclusive, less 10 %: 162.00, its tax inside.
    expect(document.total).toBe("€162.00");
  });

  it("prints US English on Letter in the en-US style", () => {
    const document = buildInvoiceDocument(
      aDocumentInput({
        invoice: anInvoice({
          items: [{ quantity: 1, unitPrice: 123456, taxRate: 0 }],
          currency: "USD",
        }),
      }),
    );
    expect(document.paperSize).toBe("letter");
    expect(document.total).toBe("$1,234.56");
    expect(document.dueDate).toBe("December 20, 2026");
  });

  it("follows a preferred locale of the user's language", () => {
    const document = buildInvoiceDocument(aDocumentInput({ locale: "en-GB" }));
    expect(document.paperSize).toBe("a4");
    expect(document.dueDate).toBe("20 December 2026");
  });

  it("shows a draft as Draft, with a watermark", () => {
    const document = buildInvoiceDocument(
      aDocumentInput({
        invoice: anInvoice({
          items: [{ quantity: 1, unitPrice: 100, taxRate: 0 }],
          invoiceNumber: null,
          status: "draft",
          sentAt: null,
        }),
      }),
    );
    expect(document.number).toBe("Draft");
    expect(document.watermark).toBe("DRAFT");
  });

  it("never marks an issued invoice with its status: the legal document stays as issued", () => {
    const stamped = { sentAt: "2026-11-20T10:00:00.000Z" } as const;
    const paid = { status: "paid", paidAt: "2026-11-21T10:00:00.000Z" } as const;
    const cancelled = { status: "cancelled", cancelledAt: "2026-11-21T10:00:00.000Z" } as const;
    for (const after of [{ status: "sent" } as const, paid, cancelled]) {
      const invoice = anInvoice({
        items: [{ quantity: 1, unitPrice: 100, taxRate: 0 }],
        ...stamped,
        ...after,
      });
      expect(buildInvoiceDocument(aDocumentInput({ invoice })).watermark).toBeNull();
    }
  });

  it("states the payment term in days and its date", () => {
    expect(buildInvoiceDocument(aDocumentInput()).paymentTerms).toBe(
      "Payment due within 30 days, by December 20, 2026.",
    );
    const onReceipt = anInvoice({
      items: [{ quantity: 1, unitPrice: 100, taxRate: 0 }],
      dueDate: "2026-11-20",
    });
    expect(buildInvoiceDocument(aDocumentInput({ invoice: onReceipt })).paymentTerms).toBe(
      "Payment due on receipt.",
    );
  });

  it("gives a French micro-entrepreneur without VAT number the art. 293 B mention", () => {
    const document = buildInvoiceDocument(
      aDocumentInput({
        seller: aUser({ language: "fr" }),
        franceSettings: aFranceSettings({ vatNumber: null }),
        invoice: anInvoice({ items: [{ quantity: 1, unitPrice: 50000, taxRate: 0 }] }),
      }),
    );
    expect(document.jurisdiction).toBe("france");
    expect(document.legalMentions).toContain("TVA non applicable, art. 293 B du CGI.");
    expect(document.seller.party.identifiers.map((identifier) => identifier.label)).toEqual([
      "SIREN",
      "SIRET",
    ]);
  });

  it("prints the SIRET and VAT number the invoice carries over those of the settings", () => {
    const document = buildInvoiceDocument(
      aDocumentInput({
        franceSettings: aFranceSettings(),
        invoice: anInvoice({
          items: [{ quantity: 1, unitPrice: 100, taxRate: 20 }],
          siret: "73282932000017",
          vatNumber: "FR44732829320",
        }),
      }),
    );
    expect(document.seller.party.identifiers.map((identifier) => identifier.value)).toEqual([
      "732 829 320",
      "732 829 320 00017",
      "FR44732829320",
    ]);
  });

  it("addresses the client as the buyer", () => {
    const document = buildInvoiceDocument(
      aDocumentInput({ client: aClient({ company: "北京云帆科技有限公司" }) }),
    );
    expect(document.buyer.name).toBe("北京云帆科技有限公司");
  });
});
