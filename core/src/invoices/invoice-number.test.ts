import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatInvoiceNumber,
  InvoiceNumber,
  needsNumber,
  nextInvoiceNumber,
  parseInvoiceNumber,
} from "./invoice-number.ts";
import { invoiceStatuses } from "./invoice-status.ts";

const sequence = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER - 1 });

describe("invoice numbers", () => {
  it("pads the sequence to three digits and grows beyond", () => {
    expect(formatInvoiceNumber(1)).toBe("INV-001");
    expect(formatInvoiceNumber(42)).toBe("INV-042");
    expect(formatInvoiceNumber(999)).toBe("INV-999");
    expect(formatInvoiceNumber(1000)).toBe("INV-1000");
  });

  it("starts at INV-001 and follows INV-999 with INV-1000", () => {
    expect(nextInvoiceNumber(0)).toBe("INV-001");
    expect(nextInvoiceNumber(999)).toBe("INV-1000");
  });

  it("refuses a sequence below 1 or not whole", () => {
    expect(() => formatInvoiceNumber(0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(1.5)).toThrow(RangeError);
  });

  it("parses only the numbers it formats", () => {
    expect(parseInvoiceNumber("INV-007")).toBe(7);
    expect(parseInvoiceNumber("INV-1000")).toBe(1000);
    for (const bad of ["INV-7", "INV-01000", "INV-000", "inv-001", "INV-001 ", "FAC-001", ""]) {
      expect(parseInvoiceNumber(bad), bad).toBeUndefined();
    }
  });

  it("round-trips every sequence through its number", () => {
    fc.assert(fc.property(sequence, (n) => parseInvoiceNumber(formatInvoiceNumber(n)) === n));
  });

  it("gives each next number a strictly greater sequence", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER - 2 }), (last) => {
        const next = parseInvoiceNumber(nextInvoiceNumber(last));
        return next === last + 1;
      }),
    );
  });

  it("orders numbers of equal length as strings the same as by sequence", () => {
    fc.assert(
      fc.property(sequence, sequence, (a, b) => {
        const x = formatInvoiceNumber(a);
        const y = formatInvoiceNumber(b);
        fc.pre(x.length === y.length);
        return Math.sign(a - b) === Math.sign(x.localeCompare(y));
      }),
    );
  });

  it("accepts formatted numbers in the schema and refuses others with a key", () => {
    fc.assert(fc.property(sequence, (n) => Schema.is(InvoiceNumber)(formatInvoiceNumber(n))));
    expect(() => Schema.decodeUnknownSync(InvoiceNumber)("INV-000")).toThrow(
      "invoices.errors.invalidinvoicenumber",
    );
  });
});

describe("needsNumber", () => {
  it("numbers an invoice the first time it is issued: sent, overdue or paid", () => {
    for (const to of ["sent", "overdue", "paid"] as const) expect(needsNumber(null, to)).toBe(true);
  });

  it("does not number a draft that stays a draft, nor a draft cancelled before it was issued", () => {
    expect(needsNumber(null, "draft")).toBe(false);
    expect(needsNumber(null, "cancelled")).toBe(false);
  });

  it("never numbers an invoice twice", () => {
    for (const to of invoiceStatuses) expect(needsNumber("INV-004", to)).toBe(false);
  });
});
