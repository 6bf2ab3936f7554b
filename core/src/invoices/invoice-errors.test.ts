import { describe, expect, it } from "vitest";
import { canDeleteInvoice, InvoiceCannotBeDeleted } from "./invoice-deletion.ts";
import { InvoiceNotFound } from "./invoice-not-found.ts";

describe("invoice errors", () => {
  it("reports a missing invoice with its id and key", () => {
    const error = new InvoiceNotFound({ id: "i9" });
    expect(error).toMatchObject({
      _tag: "InvoiceNotFound",
      id: "i9",
      key: "invoicedetail.errors.invoicenotfound",
    });
  });

  it("refuses to delete an issued invoice with its number and key", () => {
    const error = new InvoiceCannotBeDeleted({ id: "i1", invoiceNumber: "INV-001" });
    expect(error).toMatchObject({
      _tag: "InvoiceCannotBeDeleted",
      key: "invoices.cannotdeleteissued",
    });
  });
});

describe("canDeleteInvoice", () => {
  it("allows deleting an invoice that never had a number", () => {
    expect(canDeleteInvoice({ invoiceNumber: null })).toBe(true);
  });

  it("forbids deleting an invoice that has a number, whatever its status", () => {
    expect(canDeleteInvoice({ invoiceNumber: "INV-001" })).toBe(false);
  });
});
