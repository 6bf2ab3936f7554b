import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { Invoice } from "./invoice.ts";
import { InvoiceJson, invoiceToJson } from "./invoice-json.ts";

const stamp = "2026-03-01T10:00:00.000Z";
const invoice: Invoice = {
  id: "i1",
  userId: "u1",
  invoiceNumber: "INV-001",
  clientId: "c1",
  issueDate: "2026-03-01",
  dueDate: "2026-03-31",
  notes: "",
  status: "sent",
  siret: null,
  vatNumber: null,
  currency: "EUR",
  pricesIncludeTax: false,
  discount: null,
  serviceDate: null,
  servicePeriod: null,
  subtotal: 90100,
  taxAmount: 18020,
  total: 108120,
  items: [
    {
      id: "l1",
      description: "Design",
      quantity: 2,
      unitCode: "C62",
      unitPrice: 45050,
      discount: null,
      taxRate: 20,
      taxAmount: 18020,
      total: 108120,
    },
  ],
  sentAt: stamp,
  paidAt: null,
  cancelledAt: null,
  createdAt: stamp,
  updatedAt: stamp,
};
const client = { id: "c1", name: "Acme", email: "billing@acme.test", company: null };

describe("invoiceToJson", () => {
  it("gives amounts in major units and leaves the owner out", () => {
    const json = invoiceToJson(invoice, client);
    expect(json).toMatchObject({ subtotal: 901, taxAmount: 180.2, total: 1081.2, client });
    expect(json.items[0]).toMatchObject({ unitPrice: 450.5, taxAmount: 180.2, total: 1081.2 });
    expect(json).not.toHaveProperty("userId");
  });

  it("gives yen amounts as whole numbers", () => {
    const yen = {
      ...invoice,
      currency: "JPY" as const,
      subtotal: 901,
      taxAmount: 180,
      total: 1081,
    };
    expect(invoiceToJson(yen, client)).toMatchObject({
      subtotal: 901,
      taxAmount: 180,
      total: 1081,
    });
  });

  it("produces what the response schema accepts", () => {
    const json = invoiceToJson(invoice, client);
    expect(Schema.decodeUnknownSync(InvoiceJson)(json)).toEqual(json);
  });
});
