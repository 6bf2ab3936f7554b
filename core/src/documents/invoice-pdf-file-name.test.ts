import { describe, expect, it } from "vitest";
import { invoicePdfFileName } from "./invoice-pdf-file-name.ts";

describe("invoicePdfFileName", () => {
  it("names an issued invoice's PDF by its number", () => {
    expect(invoicePdfFileName({ id: "a1", invoiceNumber: "INV-1000" })).toBe(
      "invoice-INV-1000.pdf",
    );
  });

  it("names a draft's PDF by its id", () => {
    expect(invoicePdfFileName({ id: "3f0c2a8e", invoiceNumber: null })).toBe(
      "invoice-draft-3f0c2a8e.pdf",
    );
  });
});
