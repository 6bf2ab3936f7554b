import type { CreditNoteJson, InvoiceItemJson } from "@invoicing/core";
import { describe, expect, it } from "vitest";
import {
  type CreditNoteDraft,
  creditedInvoiceOf,
  creditedSharesOf,
  netLeftByLine,
  previewOf,
  requestedItems,
} from "./credit-note-draft.ts";

const line = (id: string, unitPrice: number, taxAmount: number): InvoiceItemJson => ({
  id,
  description: `Line ${id}`,
  vatCategory: null,
  vatExemptionReason: null,
  quantity: 1,
  unitCode: "C62",
  unitPrice,
  discount: null,
  taxRate: 20,
  taxAmount,
  total: unitPrice + taxAmount,
});

// 100.00 + 50.00 before tax, 20 % tax: 180.00 in all.
const invoice = creditedInvoiceOf({
  id: "invoice-1",
  currency: "EUR",
  pricesIncludeTax: false,
  discount: null,
  items: [line("a", 100, 20), line("b", 50, 10)],
});

const draft = (changes: Partial<CreditNoteDraft> = {}): CreditNoteDraft => ({
  mode: "lines",
  reason: "Returned goods",
  lines: {},
  ...changes,
});

// An earlier credit note took 40.00 before tax (48.00 with tax) of line a.
const earlier: Pick<CreditNoteJson, "currency" | "items"> = {
  currency: "EUR",
  items: [{ ...line("n1", 40, 8), invoiceItemId: "a" }],
};

describe("the invoice as the credit-note rule reads it", () => {
  it("holds its amounts in minor units", () => {
    expect(invoice.items.map((item) => [item.unitPrice, item.taxAmount, item.total])).toEqual([
      [10000, 2000, 12000],
      [5000, 1000, 6000],
    ]);
  });

  it("leaves each line its net less what earlier credit notes took", () => {
    const left = netLeftByLine(invoice, creditedSharesOf([earlier]));
    expect(Object.fromEntries(left)).toEqual({ a: 6000, b: 5000 });
  });
});

describe("the credit note a draft would create", () => {
  it("takes all that is left in full mode", () => {
    expect(previewOf(invoice, [], draft({ mode: "full" }))).toEqual({
      status: "valid",
      total: 18000,
    });
    expect(previewOf(invoice, creditedSharesOf([earlier]), draft({ mode: "full" }))).toEqual({
      status: "valid",
      total: 13200,
    });
  });

  it("takes the typed amount of a chosen line, with its tax, and the rest of an empty one", () => {
    const lines = { a: { chosen: true, amount: "25" }, b: { chosen: true, amount: "" } };
    expect(requestedItems(draft({ lines }))).toEqual([
      { itemId: "a", amount: 25 },
      { itemId: "b" },
    ]);
    expect(previewOf(invoice, [], draft({ lines }))).toEqual({ status: "valid", total: 9000 });
  });

  it("asks for a line when none is chosen", () => {
    const lines = { a: { chosen: false, amount: "25" } };
    expect(previewOf(invoice, [], draft({ lines }))).toEqual({
      status: "invalid",
      key: "creditnotes.validation.chooseline",
    });
  });

  it("refuses an amount that is not above zero", () => {
    for (const amount of ["0", "-3", "abc"]) {
      expect(previewOf(invoice, [], draft({ lines: { a: { chosen: true, amount } } }))).toEqual({
        status: "invalid",
        key: "creditnotes.validation.amountpositive",
      });
    }
  });

  it("refuses more than is left of a line", () => {
    const lines = { a: { chosen: true, amount: "60.01" } };
    expect(previewOf(invoice, creditedSharesOf([earlier]), draft({ lines }))).toEqual({
      status: "invalid",
      key: "creditnotes.exceedsinvoice",
    });
  });

  it("refuses an amount with more decimals than the currency has", () => {
    const lines = { a: { chosen: true, amount: "1.005" } };
    expect(previewOf(invoice, [], draft({ lines }))).toEqual({
      status: "invalid",
      key: "money.toomanydecimals",
    });
  });
});
