import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CreditNoteNumber,
  formatCreditNoteNumber,
  parseCreditNoteNumber,
} from "./credit-note-number.ts";

describe("credit note numbers", () => {
  it("pads the sequence to three digits and grows beyond", () => {
    expect(formatCreditNoteNumber(1)).toBe("CN-001");
    expect(formatCreditNoteNumber(999)).toBe("CN-999");
    expect(formatCreditNoteNumber(1000)).toBe("CN-1000");
  });

  it("refuses a sequence below 1 or not whole", () => {
    expect(() => formatCreditNoteNumber(0)).toThrow(RangeError);
    expect(() => formatCreditNoteNumber(2.5)).toThrow(RangeError);
  });

  it("reads back every number it writes, and the schema accepts it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (sequence) => {
        const number = formatCreditNoteNumber(sequence);
        expect(parseCreditNoteNumber(number)).toBe(sequence);
        expect(Schema.is(CreditNoteNumber)(number)).toBe(true);
      }),
    );
  });

  it("refuses numbers of another series or with a leading zero past three digits", () => {
    for (const value of ["INV-001", "CN-01", "CN-0001", "CN-000", "cn-001"]) {
      expect(Schema.is(CreditNoteNumber)(value)).toBe(false);
    }
  });
});
