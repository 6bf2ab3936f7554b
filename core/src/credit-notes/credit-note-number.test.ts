import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import {
  CreditNoteNumber,
  CreditNotePrefix,
  formatCreditNoteNumber,
  parseCreditNoteNumber,
} from "./credit-note-number.ts";

const prefix = fc.stringMatching(/^[A-Za-z](?:[A-Za-z0-9._-]{0,10}[A-Za-z._-])?$/u);

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

  it("writes the owner's prefix before the sequence", () => {
    expect(formatCreditNoteNumber(7, "AV-")).toBe("AV-007");
    expect(formatCreditNoteNumber(1000, "Avoir.")).toBe("Avoir.1000");
    expect(() => formatCreditNoteNumber(1, "AV2")).toThrow(RangeError);
  });

  it("reads back every number it writes under any prefix, and the schema accepts it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), prefix, (sequence, chosen) => {
        const number = formatCreditNoteNumber(sequence, chosen);
        expect(parseCreditNoteNumber(number)).toBe(sequence);
        expect(Schema.is(CreditNoteNumber)(number)).toBe(true);
      }),
    );
  });

  it("refuses numbers of another series or with a leading zero past three digits", () => {
    for (const value of ["CN-01", "CN-0001", "CN-000", "CN 001", "1-001", "CN/001"]) {
      expect(Schema.is(CreditNoteNumber)(value)).toBe(false);
    }
  });

  it.each([
    ["", "settings.creditnoteprefix.invalid"],
    ["AV2", "settings.creditnoteprefix.invalid"],
    ["A V-", "settings.creditnoteprefix.invalid"],
    ["AV/", "settings.creditnoteprefix.invalid"],
    ["-AV", "settings.creditnoteprefix.invalid"],
    ["AVOIRS-2026-X", "settings.creditnoteprefix.invalid"],
    ["inv-", "settings.creditnoteprefix.invoiceprefix"],
  ])("refuses the prefix %j with %s", (value, key) => {
    expect(decodeFields(CreditNotePrefix)(value)).toEqual({ fields: { "": key } });
  });

  it("accepts prefixes of letters, digits, dots, underscores and dashes", () => {
    for (const value of ["CN-", "AV-", "A", "AV2026-", "Avoir.", "NC_"]) {
      expect(Schema.is(CreditNotePrefix)(value)).toBe(true);
    }
  });
});
