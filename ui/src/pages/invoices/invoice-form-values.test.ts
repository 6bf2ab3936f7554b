import { describe, expect, it } from "vitest";
import {
  type InvoiceFormValues,
  invoiceBodyOf,
  liveTotals,
  newInvoiceForm,
  newItem,
  validateInvoiceForm,
} from "./invoice-form-values.ts";

const filled = (changes: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  ...newInvoiceForm("2026-03-31", "EUR", "client-1"),
  items: [
    { ...newItem(), description: "Design", quantity: "3", unitPrice: "19.99", taxRate: "20" },
  ],
  ...changes,
});

describe("a new invoice form", () => {
  it("is a draft issued today, due in 30 days, with one default item and the chosen client", () => {
    const form = newInvoiceForm("2026-03-31", "JPY", "client-1");
    expect(form).toMatchObject({
      clientId: "client-1",
      issueDate: "2026-03-31",
      dueDate: "2026-04-30",
      currency: "JPY",
    });
    expect(form.items).toMatchObject([{ quantity: "1", unitPrice: "0", taxRate: "0" }]);
  });
});

describe("the live totals", () => {
  it("are the core's figures in minor units", () => {
    expect(liveTotals(filled())).toMatchObject({ subtotal: 5997, taxAmount: 1199, total: 7196 });
  });

  it("count a line still being typed as zero rather than failing", () => {
    const typing = filled({
      items: [
        { ...newItem(), quantity: "1.00005", unitPrice: "10" },
        { ...newItem(), quantity: "2", unitPrice: "-3" },
        { ...newItem(), quantity: "1", unitPrice: "10", taxRate: "120" },
        { ...newItem(), quantity: "", unitPrice: "" },
      ],
    });
    expect(liveTotals(typing)).toMatchObject({ subtotal: 1000, taxAmount: 0, total: 1000 });
  });
});

describe("the request body", () => {
  it("sends numbers and the totals in major units, as the server will compute them", () => {
    expect(invoiceBodyOf(filled())).toMatchObject({
      clientId: "client-1",
      currency: "EUR",
      items: [{ quantity: 3, unitPrice: 19.99, taxRate: 20, taxAmount: 11.99, total: 71.96 }],
      subtotal: 59.97,
      taxAmount: 11.99,
      total: 71.96,
    });
  });
});

describe("richer lines", () => {
  it("pre-fills a new line with the default tax rate given", () => {
    expect(newInvoiceForm("2026-03-31", "EUR", "c", "5.5").items).toMatchObject([
      { taxRate: "5.5", unitCode: "C62", discountType: "none" },
    ]);
  });

  it("totals decimal quantities, discounts and tax-inclusive prices with the core", () => {
    const values = filled({
      pricesIncludeTax: true,
      discountType: "amount",
      discountValue: "10",
      items: [
        {
          ...newItem(),
          description: "Consulting",
          quantity: "1.5",
          unitCode: "HUR",
          unitPrice: "120",
          taxRate: "20",
          discountType: "percent",
          discountValue: "10",
        },
      ],
    });
    expect(liveTotals(values)).toMatchObject({ total: 15200, subtotal: 12667, taxAmount: 2533 });
    expect(invoiceBodyOf(values)).toMatchObject({
      pricesIncludeTax: true,
      discount: { type: "amount", value: 10 },
      items: [{ quantity: 1.5, unitCode: "HUR", discount: { type: "percent", value: 10 } }],
      total: 152,
    });
  });

  it("leaves a discount above its line out of the live totals and names it on submit", () => {
    const values = filled({
      items: [
        {
          ...newItem(),
          description: "Design",
          quantity: "1",
          unitPrice: "10",
          discountType: "amount",
          discountValue: "11",
        },
      ],
    });
    expect(liveTotals(values).subtotal).toBe(1000);
    expect(validateInvoiceForm(values)).toEqual({
      fields: { "items.0.discount": "invoiceform.validation.discountexceedsline" },
    });
  });

  it("sends a service period and names a missing end", () => {
    const values = filled({ serviceKind: "period", serviceStart: "2026-03-01", serviceEnd: "" });
    expect(validateInvoiceForm(values)).toEqual({
      fields: { "servicePeriod.end": "invoiceform.validation.serviceperiodend" },
    });
  });
});

describe("validating the form", () => {
  it("accepts a complete invoice and trims the description", () => {
    const checked = validateInvoiceForm(
      filled({ items: [{ ...newItem(), description: "  Design  " }] }),
    );
    expect(checked).toMatchObject({ value: { items: [{ description: "Design" }] } });
  });

  it("names every problem with its i18n key", () => {
    const checked = validateInvoiceForm(
      filled({
        clientId: "",
        issueDate: "",
        dueDate: "",
        items: [{ ...newItem(), description: " ", quantity: "0", taxRate: "100.5" }],
      }),
    );
    expect(checked).toEqual({
      fields: {
        clientId: "invoiceform.validation.selectclient",
        issueDate: "invoiceform.validation.issuedaterequired",
        dueDate: "invoiceform.validation.duedaterequired",
        "items.0.description": "invoiceform.validation.itemdescription",
        "items.0.quantity": "invoiceform.validation.quantitymin",
        "items.0.taxRate": "invoiceform.validation.taxraterange",
      },
    });
  });

  it("refuses a due date before the issue date", () => {
    expect(validateInvoiceForm(filled({ dueDate: "2026-03-01" }))).toEqual({
      fields: { dueDate: "invoiceform.validation.duedatebeforeissuedate" },
    });
  });

  it("refuses cents on a yen price, as the server would", () => {
    const yen = filled({
      currency: "JPY",
      items: [{ ...newItem(), description: "Design", unitPrice: "10.5" }],
    });
    expect(validateInvoiceForm(yen)).toEqual({
      fields: { "items.0.unitPrice": "money.toomanydecimals" },
    });
  });

  it("refuses a malformed SIRET with the France area's key", () => {
    const checked = validateInvoiceForm(filled({ siret: "1234" }));
    expect("fields" in checked && checked.fields.siret).toMatch(/^france\.siret\./u);
  });
});
