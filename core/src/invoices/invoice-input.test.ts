import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { toInvoiceInput } from "./invoice-input.ts";
import { CreateInvoiceRequest } from "./invoice-request.ts";

const request = (overrides: Record<string, unknown> = {}) =>
  Schema.decodeUnknownSync(CreateInvoiceRequest)({
    clientId: "c1",
    issueDate: "2026-03-01",
    dueDate: "2026-03-31",
    items: [{ description: "Design", quantity: 2, unitPrice: 450.5, taxRate: 20 }],
    ...overrides,
  });

describe("toInvoiceInput", () => {
  it("converts amounts to minor units and fills the defaults", () => {
    expect(toInvoiceInput(request(), "EUR")).toEqual(
      Result.succeed({
        clientId: "c1",
        issueDate: "2026-03-01",
        dueDate: "2026-03-31",
        notes: "",
        status: "draft",
        siret: null,
        vatNumber: null,
        currency: "EUR",
        pricesIncludeTax: false,
        discount: null,
        serviceDate: null,
        servicePeriod: null,
        operationCategory: null,
        deliveryAddress: null,
        items: [
          {
            description: "Design",
            quantity: 2,
            unitCode: "C62",
            unitPrice: 45050,
            discount: null,
            taxRate: 20,
            vatCategory: null,
            vatExemptionReason: null,
            catalogueItemId: null,
          },
        ],
        submitted: {
          subtotal: undefined,
          taxAmount: undefined,
          total: undefined,
          items: [{ taxAmount: undefined, total: undefined }],
        },
      }),
    );
  });

  it("prefers the body's currency over the fallback", () => {
    const input = Result.getOrThrow(toInvoiceInput(request({ currency: "GBP" }), "EUR"));
    expect(input.currency).toBe("GBP");
  });

  it("converts the totals a body sent", () => {
    const body = request({
      subtotal: 901,
      taxAmount: 180.2,
      total: 1081.2,
      items: [
        {
          description: "Design",
          quantity: 2,
          unitPrice: 450.5,
          taxRate: 20,
          taxAmount: 180.2,
          total: 1081.2,
        },
      ],
    });
    expect(Result.getOrThrow(toInvoiceInput(body, "USD")).submitted).toEqual({
      subtotal: 90100,
      taxAmount: 18020,
      total: 108120,
      items: [{ taxAmount: 18020, total: 108120 }],
    });
  });

  it("refuses cents in a yen invoice, naming each field", () => {
    const body = request({ currency: "JPY", total: 10.5 });
    expect(toInvoiceInput(body, "EUR")).toEqual(
      Result.fail(
        new ValidationFailed({
          fields: { "items.0.unitPrice": "money.toomanydecimals", total: "money.toomanydecimals" },
        }),
      ),
    );
  });

  it("refuses a line beyond the line limit", () => {
    const body = request({
      items: [{ description: "Plant", quantity: 1_000_000, unitPrice: 1_000_000, taxRate: 0 }],
    });
    expect(toInvoiceInput(body, "USD")).toEqual(
      Result.fail(
        new ValidationFailed({
          fields: { "items.0.unitPrice": "invoiceform.validation.linetoolarge" },
        }),
      ),
    );
  });
});

describe("toInvoiceInput: units, discounts, tax-inclusive prices, service dates", () => {
  const item = { description: "Consulting", quantity: 1.5, unitPrice: 80, taxRate: 20 };

  it("keeps the unit, converts an amount discount to minor units and keeps a percentage", () => {
    const input = Result.getOrThrow(
      toInvoiceInput(
        request({
          pricesIncludeTax: true,
          discount: { type: "percent", value: 12.5 },
          servicePeriod: { start: "2026-02-01", end: "2026-02-28" },
          items: [{ ...item, unitCode: "HUR", discount: { type: "amount", value: 10.5 } }],
        }),
        "EUR",
      ),
    );
    expect(input).toMatchObject({
      pricesIncludeTax: true,
      discount: { type: "percent", value: 12.5 },
      serviceDate: null,
      servicePeriod: { start: "2026-02-01", end: "2026-02-28" },
      items: [{ quantity: 1.5, unitCode: "HUR", discount: { type: "amount", value: 1050 } }],
    });
  });

  it("refuses a line discount above its line and an invoice discount above the lines", () => {
    const result = toInvoiceInput(
      request({
        discount: { type: "amount", value: 100 },
        items: [
          { ...item, discount: { type: "amount", value: 120.01 } },
          { ...item, discount: { type: "amount", value: 100 } },
        ],
      }),
      "EUR",
    );
    expect(result).toEqual(
      Result.fail(
        new ValidationFailed({
          fields: { "items.0.discount": "invoiceform.validation.discountexceedsline" },
        }),
      ),
    );
    const whole = toInvoiceInput(
      request({ discount: { type: "amount", value: 120.01 }, items: [item] }),
      "EUR",
    );
    expect(whole).toEqual(
      Result.fail(
        new ValidationFailed({
          fields: { discount: "invoiceform.validation.discountexceedsinvoice" },
        }),
      ),
    );
  });

  it("refuses an amount discount with more decimals than the currency has", () => {
    const result = toInvoiceInput(
      request({ items: [{ ...item, discount: { type: "amount", value: 1.5 } }] }),
      "JPY",
    );
    expect(Result.isFailure(result) && result.failure.fields).toMatchObject({
      "items.0.discount.value": "money.toomanydecimals",
    });
  });
});
