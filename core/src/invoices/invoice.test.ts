import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Invoice } from "./invoice.ts";
import { defaultInvoiceStatus } from "./invoice-status.ts";

const stamp = "2026-03-01T10:00:00.000Z";
const draft = {
  id: "i1",
  userId: "u1",
  invoiceNumber: null,
  clientId: "c1",
  issueDate: "2026-03-01",
  dueDate: "2026-03-31",
  notes: "Thanks",
  status: "draft",
  siret: "55208131700018",
  vatNumber: "FR03552081317",
  currency: "EUR",
  pricesIncludeTax: false,
  discount: null,
  serviceDate: null,
  servicePeriod: null,
  operationCategory: null,
  deliveryAddress: null,
  subtotal: 1000,
  taxAmount: 200,
  total: 1200,
  items: [
    {
      id: "l1",
      description: "Work",
      quantity: 1,
      unitCode: "C62",
      unitPrice: 1000,
      discount: null,
      taxRate: 20,
      vatCategory: null,
      vatExemptionReason: null,
      taxAmount: 200,
      total: 1200,
    },
  ],
  sentAt: null,
  paidAt: null,
  cancelledAt: null,
  createdAt: stamp,
  updatedAt: stamp,
};

describe("Invoice", () => {
  it("makes a new invoice a draft", () => {
    expect(defaultInvoiceStatus).toBe("draft");
  });

  it("holds a draft without a number", () => {
    expect(Schema.decodeUnknownSync(Invoice)(draft)).toEqual(draft);
  });

  it("refuses amounts that are not integer minor units", () => {
    expect(() => Schema.decodeUnknownSync(Invoice)({ ...draft, total: 12.5 })).toThrow();
  });

  it("refuses a malformed invoice number", () => {
    expect(() => Schema.decodeUnknownSync(Invoice)({ ...draft, invoiceNumber: "INV-1" })).toThrow(
      "invoices.errors.invalidinvoicenumber",
    );
  });
});
