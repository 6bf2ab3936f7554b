import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "../validation/decode-fields.ts";
import { MAX_INVOICE_ITEMS } from "./invoice-limits.ts";
import {
  CreateInvoiceRequest,
  InvoiceStatusRequest,
  isStatusChangeBody,
} from "./invoice-request.ts";

const item = { description: "Design work", quantity: 2, unitPrice: 450.5, taxRate: 20 };
const body = { clientId: "c1", issueDate: "2026-03-01", dueDate: "2026-03-31", items: [item] };
const decode = Schema.decodeUnknownSync(CreateInvoiceRequest);

describe("CreateInvoiceRequest", () => {
  it("accepts the API's body and leaves the defaults to the conversion", () => {
    expect(decode(body)).toEqual(body);
  });

  it("drops unknown fields", () => {
    expect(decode({ ...body, userId: "someone-else" })).toEqual(body);
  });

  it("trims item descriptions", () => {
    expect(
      decode({ ...body, items: [{ ...item, description: "  Design  " }] }).items[0]?.description,
    ).toBe("Design");
  });

  it("requires a client", () => {
    const { clientId: _, ...withoutClient } = body;
    expect(fieldErrors(CreateInvoiceRequest, withoutClient)).toEqual({
      clientId: "invoiceform.validation.selectclient",
    });
    expect(fieldErrors(CreateInvoiceRequest, { ...body, clientId: "" })).toEqual({
      clientId: "invoiceform.validation.selectclient",
    });
  });

  it("requires both dates and refuses a date that does not exist", () => {
    expect(
      fieldErrors(CreateInvoiceRequest, { ...body, issueDate: undefined, dueDate: "2026-02-30" }),
    ).toEqual({ issueDate: expect.any(String), dueDate: "calendar.invaliddate" });
    const { issueDate: _i, dueDate: _d, ...withoutDates } = body;
    expect(fieldErrors(CreateInvoiceRequest, withoutDates)).toEqual({
      issueDate: "invoiceform.validation.issuedaterequired",
      dueDate: "invoiceform.validation.duedaterequired",
    });
  });

  it("refuses a due date before the issue date", () => {
    expect(fieldErrors(CreateInvoiceRequest, { ...body, dueDate: "2026-02-28" })).toEqual({
      dueDate: "invoiceform.validation.duedatebeforeissuedate",
    });
  });

  it("accepts a due date equal to the issue date", () => {
    expect(decode({ ...body, dueDate: body.issueDate }).dueDate).toBe(body.issueDate);
  });

  it("names each item problem by its path", () => {
    const items = [
      { ...item, description: "   " },
      { ...item, quantity: 0, unitPrice: -1 },
      { ...item, quantity: 1.00001, taxRate: 100.1 },
      { ...item, unitPrice: 1.001, taxRate: 5.55 },
    ];
    expect(fieldErrors(CreateInvoiceRequest, { ...body, items })).toEqual({
      "items.0.description": "invoiceform.validation.itemdescription",
      "items.1.quantity": "invoiceform.validation.quantitymin",
      "items.1.unitPrice": "invoiceform.validation.unitpricemin",
      "items.2.quantity": "invoiceform.validation.quantitydecimals",
      "items.2.taxRate": "invoiceform.validation.taxraterange",
      "items.3.unitPrice": "money.toomanydecimals",
      "items.3.taxRate": "invoiceform.validation.taxratestep",
    });
  });

  it("requires an item's description, quantity, unit price and tax rate", () => {
    expect(fieldErrors(CreateInvoiceRequest, { ...body, items: [{}] })).toEqual({
      "items.0.description": "invoiceform.validation.itemdescription",
      "items.0.quantity": "invoiceform.validation.quantitymin",
      "items.0.unitPrice": "invoiceform.validation.unitpricemin",
      "items.0.taxRate": "invoiceform.validation.taxraterange",
    });
  });

  it("requires at least one item and at most the item limit", () => {
    expect(fieldErrors(CreateInvoiceRequest, { ...body, items: [] })).toEqual({
      items: "invoiceform.validation.atleastoneitem",
    });
    const tooMany = Array.from({ length: MAX_INVOICE_ITEMS + 1 }, () => item);
    expect(fieldErrors(CreateInvoiceRequest, { ...body, items: tooMany })).toEqual({
      items: "invoiceform.validation.toomanyitems",
    });
  });

  it("treats a blank SIRET or VAT number as none and normalises a typed VAT number", () => {
    const decoded = decode({ ...body, siret: "", vatNumber: " fr 03 552 081 317 " });
    expect(decoded.siret).toBeNull();
    expect(decoded.vatNumber).toBe("FR03552081317");
    expect(decode({ ...body, siret: "552 081 317 00018", vatNumber: null })).toMatchObject({
      siret: "55208131700018",
      vatNumber: null,
    });
  });

  it("refuses a malformed SIRET or VAT number with the France keys", () => {
    expect(
      fieldErrors(CreateInvoiceRequest, { ...body, siret: "123", vatNumber: "FR00552081317" }),
    ).toEqual({
      siret: "france.siret.mustbe14digits",
      vatNumber: "france.vatnumber.invalidkey",
    });
  });

  it("refuses an unknown status or currency", () => {
    const fields = fieldErrors(CreateInvoiceRequest, {
      ...body,
      status: "archived",
      currency: "CHF",
    });
    expect(Object.keys(fields)).toEqual(["status", "currency"]);
  });
});

describe("InvoiceStatusRequest", () => {
  it("accepts one of the five statuses", () => {
    expect(Schema.decodeUnknownSync(InvoiceStatusRequest)({ status: "paid" })).toEqual({
      status: "paid",
    });
    expect(() => Schema.decodeUnknownSync(InvoiceStatusRequest)({ status: "lost" })).toThrow();
  });
});

describe("isStatusChangeBody", () => {
  it("recognises a body holding only a status", () => {
    expect(isStatusChangeBody({ status: "paid" })).toBe(true);
  });

  it("treats any other body as an edit, so a broken edit is never taken for a status change", () => {
    expect(isStatusChangeBody({ ...body, status: "paid" })).toBe(false);
    expect(isStatusChangeBody({ status: "paid", clientId: "" })).toBe(false);
    expect(isStatusChangeBody({})).toBe(false);
    expect(isStatusChangeBody(null)).toBe(false);
    expect(isStatusChangeBody(["status"])).toBe(false);
  });
});

describe("CreateInvoiceRequest: units, discounts, service dates", () => {
  const line = { description: "Work", quantity: 1, unitPrice: 10, taxRate: 20 };
  const invoice = { clientId: "c1", issueDate: "2026-03-01", dueDate: "2026-03-31" };

  it("names an unknown unit, a discount out of range and a period that ends before it starts", () => {
    expect(
      fieldErrors(CreateInvoiceRequest, {
        ...invoice,
        discount: { type: "percent", value: 100.5 },
        servicePeriod: { start: "2026-03-10", end: "2026-03-01" },
        items: [
          { ...line, unitCode: "XYZ" },
          { ...line, discount: { type: "percent", value: 0.001 } },
          { ...line, discount: { type: "amount", value: 0 } },
        ],
      }),
    ).toEqual({
      "discount.value": "invoiceform.validation.discountpercentrange",
      "servicePeriod.end": "invoiceform.validation.serviceperiodend",
      "items.0.unitCode": "invoiceform.validation.unitcode",
      "items.1.discount.value": "invoiceform.validation.discountpercentstep",
      "items.2.discount.value": "invoiceform.validation.discountamountmin",
    });
  });

  it("refuses a service date and a service period together", () => {
    expect(
      fieldErrors(CreateInvoiceRequest, {
        ...invoice,
        serviceDate: "2026-03-01",
        servicePeriod: { start: "2026-03-01", end: "2026-03-02" },
        items: [line],
      }),
    ).toEqual({ servicePeriod: "invoiceform.validation.servicedateorperiod" });
  });
});
