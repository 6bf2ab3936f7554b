import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sirenFromBase } from "./siren.ts";
import {
  FrenchVatNumber,
  frenchVatKey,
  frenchVatNumberFromSiren,
  frenchVatNumberRule,
  isValidFrenchVatNumber,
  normaliseFrenchVatNumber,
} from "./vat-number.ts";

const siren = fc.stringMatching(/^\d{8}$/u).map(sirenFromBase);

describe("frenchVatNumberFromSiren", () => {
  it("gives FR03552081317 for the published SIREN 552081317", () => {
    expect(frenchVatKey("552081317")).toBe("03");
    expect(frenchVatNumberFromSiren("552081317")).toBe("FR03552081317");
  });

  it("always produces a valid 13-character number", () => {
    fc.assert(
      fc.property(siren, (s) => {
        const vat = frenchVatNumberFromSiren(s);
        return vat.length === 13 && isValidFrenchVatNumber(vat);
      }),
    );
  });
});

describe("frenchVatNumberRule", () => {
  it("accepts numeric keys computed from the SIREN", () => {
    expect(frenchVatNumberRule("FR03552081317")).toBeUndefined();
    expect(frenchVatNumberRule("FR23334175221")).toBeUndefined();
  });

  it("accepts the newer alphanumeric keys (python-stdnum's examples)", () => {
    expect(frenchVatNumberRule("FRK7399859412")).toBeUndefined();
    expect(frenchVatNumberRule("FR4Z123456782")).toBeUndefined();
  });

  it("refuses a key that does not match the SIREN", () => {
    expect(frenchVatNumberRule("FR04552081317")).toBe("france.vatnumber.invalidkey");
    expect(frenchVatNumberRule("FRK8399859412")).toBe("france.vatnumber.invalidkey");
  });

  it("refuses a number whose SIREN fails its Luhn key", () => {
    expect(frenchVatNumberRule("FR03552081318")).toBe("france.vatnumber.invalidsiren");
    expect(frenchVatNumberRule("FR84323140391")).toBe("france.vatnumber.invalidsiren");
  });

  it("accepts Monaco numbers, whose 000… identifier is not a SIREN", () => {
    const monaco = "000123456";
    expect(frenchVatNumberRule(`FR${frenchVatKey(monaco)}${monaco}`)).toBeUndefined();
  });

  it("refuses other shapes, the letters I and O in the key, and more than 13 characters", () => {
    for (const value of [
      "FR0355208131",
      "FR035520813170",
      "fr03552081317",
      "DE03552081317",
      "FRIO334175221",
      "FR 03 552081317",
      "FR0A55208131B",
    ]) {
      expect(frenchVatNumberRule(value)).toBe("france.vatnumber.invalidformat");
    }
  });

  it("detects any single-digit substitution in the SIREN", () => {
    fc.assert(
      fc.property(
        siren,
        fc.integer({ min: 4, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (s, i, shift) => {
          const vat = frenchVatNumberFromSiren(s);
          const changed = String((Number(vat[i]) + shift) % 10);
          return !isValidFrenchVatNumber(`${vat.slice(0, i)}${changed}${vat.slice(i + 1)}`);
        },
      ),
    );
  });
});

describe("normaliseFrenchVatNumber", () => {
  it("uppercases and drops spaces, dots and hyphens", () => {
    expect(normaliseFrenchVatNumber("fr 03 552.081-317")).toBe("FR03552081317");
  });
});

describe("FrenchVatNumber schema", () => {
  it("decodes a valid number and reports the i18n key otherwise", () => {
    expect(Schema.decodeUnknownSync(FrenchVatNumber)("FR03552081317")).toBe("FR03552081317");
    expect(() => Schema.decodeUnknownSync(FrenchVatNumber)("FR00552081317")).toThrow(
      "france.vatnumber.invalidkey",
    );
  });
});
