import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Cep, cepRule, formatCep, isValidCep, normaliseCep } from "./cep.ts";

const eightDigits = fc.stringMatching(/^\d{8}$/u);

describe("cepRule", () => {
  it("accepts 8 digits with or without the hyphen", () => {
    expect(cepRule("01310100")).toBeUndefined();
    expect(cepRule("01310-100")).toBeUndefined();
  });

  it("refuses other shapes", () => {
    for (const value of ["1310-100", "013101000", "01310 100", "01.310-100", "0131A100", ""]) {
      expect(cepRule(value)).toBe("brazil.cep.invalidformat");
    }
  });
});

describe("normaliseCep and formatCep", () => {
  it("turns either form into 8 digits for XML and 00000-000 for display", () => {
    expect(normaliseCep("01310-100")).toBe("01310100");
    expect(normaliseCep("01310100")).toBe("01310100");
    expect(formatCep("01310100")).toBe("01310-100");
    expect(formatCep("01310-100")).toBe("01310-100");
  });

  it("formats and normalises back to the same 8 digits, both forms valid", () => {
    fc.assert(
      fc.property(eightDigits, (cep) => {
        const formatted = formatCep(cep);
        return normaliseCep(formatted) === cep && isValidCep(formatted) && isValidCep(cep);
      }),
    );
  });
});

describe("Cep schema", () => {
  it("decodes either form and reports the i18n key otherwise", () => {
    expect(Schema.decodeUnknownSync(Cep)("01310-100")).toBe("01310-100");
    expect(() => Schema.decodeUnknownSync(Cep)("1310-100")).toThrow("brazil.cep.invalidformat");
  });
});
