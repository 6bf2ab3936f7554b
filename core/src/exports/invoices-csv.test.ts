import { describe, expect, it } from "vitest";
import { invoicesCsv } from "./invoices-csv.ts";

const invoice = {
  id: "i1",
  userId: "u1",
  invoiceNumber: "INV-007",
  clientId: "c1",
  issueDate: "2026-03-01",
  dueDate: "2026-03-31",
  notes: "",
  status: "paid" as const,
  siret: null,
  vatNumber: null,
  currency: "EUR" as const,
  pricesIncludeTax: false,
  discount: null,
  serviceDate: null,
  servicePeriod: null,
  subtotal: 10000,
  taxAmount: 2000,
  total: 12000,
  sentAt: "2026-03-01T09:00:00.000Z",
  paidAt: "2026-03-20T15:30:00.000Z",
  operationCategory: null,
  deliveryAddress: null,
  cancelledAt: null,
  createdAt: "2026-03-01T08:00:00.000Z",
  updatedAt: "2026-03-20T15:30:00.000Z",
};
const client = { id: "c1", name: "Dupont, Fils & Cie", email: "compta@dupont.fr", company: null };

describe("invoicesCsv", () => {
  it("writes a header and one line per invoice, amounts in major units, with paid and balance due", () => {
    const lines = invoicesCsv([{ invoice, client, credited: 2000, paid: 6000 }])
      .slice(1)
      .split("\r\n");
    expect(lines[0]).toBe(
      "Invoice number,Status,Client,Client email,Client company,Issue date,Due date,Currency,Subtotal,Tax,Total,Credited,Net total,Paid,Balance due,Sent at,Paid at,Cancelled at,Created at",
    );
    expect(lines[1]).toBe(
      'INV-007,paid,"Dupont, Fils & Cie",compta@dupont.fr,,2026-03-01,2026-03-31,EUR,100.00,20.00,120.00,20.00,100.00,60.00,40.00,2026-03-01T09:00:00.000Z,2026-03-20T15:30:00.000Z,,2026-03-01T08:00:00.000Z',
    );
    expect(lines[2]).toBe("");
  });

  it("leaves a draft's number empty and writes yen without decimals", () => {
    const draft = {
      ...invoice,
      invoiceNumber: null,
      status: "draft" as const,
      currency: "JPY" as const,
    };
    const line =
      invoicesCsv([{ invoice: draft, client, credited: 0, paid: 0 }]).split("\r\n")[1] ?? "";
    expect(line.startsWith(",draft,")).toBe(true);
    expect(line).toContain(",JPY,10000,2000,12000,");
  });

  it("keeps a client name that looks like a formula as text", () => {
    const line =
      invoicesCsv([
        { invoice, client: { ...client, name: "=cmd|' /C calc'!A0" }, credited: 0, paid: 0 },
      ]).split("\r\n")[1] ?? "";
    expect(line).toContain(",'=cmd|' /C calc'!A0,");
  });

  it("is only a header for an empty selection", () => {
    expect(invoicesCsv([]).split("\r\n")).toHaveLength(2);
  });
});
