import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { anInvoice } from "../../testing/builders/index.ts";
import { InvoiceJson, invoiceToJson } from "./invoice-json.ts";

const invoice = anInvoice({
  items: [{ id: "l1", description: "Design", quantity: 2, unitPrice: 45050, taxRate: 20 }],
});
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
