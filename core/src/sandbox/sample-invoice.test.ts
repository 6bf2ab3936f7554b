import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { aUser } from "../../testing/builders/index.ts";
import { isValidCpf } from "../brazil/cpf.ts";
import { invoiceTotals } from "../invoices/invoice-totals.ts";
import { BRAZIL_SAMPLE_CLIENT, FRANCE_SAMPLE_CLIENT } from "./sample-clients.ts";
import { sampleInvoice } from "./sample-invoice.ts";

const line = fc.record({
  description: fc.constant("Line"),
  quantity: fc.integer({ min: 1, max: 1000 }),
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  taxRate: fc.constantFrom(0, 2.1, 5.5, 10, 20),
});

describe("sampleInvoice", () => {
  it("is the user's first number, sent today in the user's time zone and due in 30 days", () => {
    const invoice = sampleInvoice({
      seller: aUser({ timeZone: "Europe/Paris" }),
      client: FRANCE_SAMPLE_CLIENT,
      currency: "EUR",
      lines: [{ description: "Conseil", quantity: 1, unitPrice: 50000, taxRate: 20 }],
      now: "2026-03-31T22:30:00.000Z",
    });
    expect(invoice).toMatchObject({
      invoiceNumber: "INV-001",
      status: "sent",
      clientId: FRANCE_SAMPLE_CLIENT.id,
      issueDate: "2026-04-01",
      dueDate: "2026-05-01",
      subtotal: 50000,
      taxAmount: 10000,
      total: 60000,
    });
  });

  test.prop([fc.array(line, { minLength: 1, maxLength: 8 })])(
    "states the totals invoiceTotals gives, its lines adding up to them",
    (lines) => {
      const invoice = sampleInvoice({
        seller: aUser(),
        client: FRANCE_SAMPLE_CLIENT,
        currency: "EUR",
        lines,
        now: "2026-03-31T10:00:00.000Z",
      });
      const totals = invoiceTotals(lines, "EUR");
      expect([invoice.subtotal, invoice.taxAmount, invoice.total]).toEqual([
        totals.subtotal,
        totals.taxAmount,
        totals.total,
      ]);
      expect(invoice.items.reduce((sum, item) => sum + item.taxAmount, 0)).toBe(invoice.taxAmount);
      expect(invoice.items.reduce((sum, item) => sum + item.total, 0)).toBe(invoice.total);
    },
  );
});

describe("the sample clients", () => {
  it("are a consumer in Paris reached by e-mail and one in São Paulo with a valid CPF", () => {
    expect(FRANCE_SAMPLE_CLIENT).toMatchObject({ company: null, france: null });
    expect(FRANCE_SAMPLE_CLIENT.email).toMatch(/@example\.com$/u);
    expect(isValidCpf(BRAZIL_SAMPLE_CLIENT.brazil?.cpf ?? "")).toBe(true);
    expect(BRAZIL_SAMPLE_CLIENT.brazil).toMatchObject({ uf: "SP", municipalityCode: "3550308" });
  });
});
