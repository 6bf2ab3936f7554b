import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidSiren, Siren, sirenFromBase, sirenRule } from "./siren.ts";

const base = fc.stringMatching(/^\d{8}$/u);

describe("sirenRule", () => {
  it("accepts the published SIREN 552081317", () => {
    expect(sirenRule("552081317")).toBeUndefined();
  });

  it("refuses a SIREN whose Luhn key is wrong", () => {
    expect(sirenRule("552081318")).toBe("france.siren.invalidcheckdigit");
  });

  it("refuses anything but 9 digits", () => {
    for (const value of ["55208131", "5520813170", "552 081 317", "55208131A"]) {
      expect(sirenRule(value)).toBe("france.siren.mustbe9digits");
    }
  });

  it("accepts any 8-digit base completed with its computed key", () => {
    fc.assert(fc.property(base, (b) => isValidSiren(sirenFromBase(b))));
  });

  it("detects any single-digit substitution", () => {
    fc.assert(
      fc.property(
        base,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (b, i, shift) => {
          const siren = sirenFromBase(b);
          const changed = String((Number(siren[i]) + shift) % 10);
          return !isValidSiren(`${siren.slice(0, i)}${changed}${siren.slice(i + 1)}`);
        },
      ),
    );
  });
});

describe("Siren schema", () => {
  it("decodes a valid SIREN and reports the i18n key otherwise", () => {
    expect(Schema.decodeUnknownSync(Siren)("552081317")).toBe("552081317");
    expect(() => Schema.decodeUnknownSync(Siren)("552081318")).toThrow(
      "france.siren.invalidcheckdigit",
    );
  });
});
