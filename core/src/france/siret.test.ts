import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { luhnCheckDigit } from "./luhn.ts";
import { sirenFromBase } from "./siren.ts";
import { isValidSiret, Siret, sirenOfSiret, siretRule } from "./siret.ts";

const LA_POSTE = "356000000";
const siret = fc
  .tuple(fc.stringMatching(/^\d{8}$/u), fc.stringMatching(/^\d{4}$/u))
  .map(([base, nic]) => {
    const payload = `${sirenFromBase(base)}${nic}`;
    return `${payload}${luhnCheckDigit(payload)}`;
  })
  .filter((value) => !value.startsWith(LA_POSTE));

describe("siretRule", () => {
  it("accepts SIRETs of the published SIREN 552081317 and of python-stdnum's examples", () => {
    expect(siretRule("55208131766522")).toBeUndefined();
    expect(siretRule("73282932000074")).toBeUndefined();
  });

  it("refuses a SIRET whose Luhn key is wrong", () => {
    expect(siretRule("73282932000079")).toBe("france.siret.invalidcheckdigit");
  });

  it("refuses a SIRET whose SIREN part fails its own key even when the whole passes Luhn", () => {
    const payload = "1234567800001";
    const value = `${payload}${luhnCheckDigit(payload)}`;
    expect(siretRule(value)).toBe("france.siret.invalidcheckdigit");
  });

  it("refuses anything but 14 digits", () => {
    for (const value of [
      "7328293200007",
      "732829320000740",
      "732 829 320 00074",
      "7328293200007A",
    ]) {
      expect(siretRule(value)).toBe("france.siret.mustbe14digits");
    }
  });

  it("accepts La Poste establishments whose digit sum is a multiple of 5 though Luhn fails", () => {
    expect(siretRule("35600000049837")).toBeUndefined();
  });

  it("accepts the La Poste head office, which uses Luhn", () => {
    expect(siretRule("35600000000048")).toBeUndefined();
  });

  it("refuses a La Poste SIRET that passes neither key", () => {
    expect(siretRule("35600000049838")).toBe("france.siret.invalidcheckdigit");
  });

  it("does not extend the digit-sum exception to other companies", () => {
    // digit sum 40 but Luhn fails
    expect(siretRule("55208131700055")).toBe("france.siret.invalidcheckdigit");
  });

  it("accepts any SIRET built from a valid SIREN and a computed key", () => {
    fc.assert(fc.property(siret, isValidSiret));
  });

  it("detects any single-digit substitution outside La Poste", () => {
    fc.assert(
      fc.property(
        siret,
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (s, i, shift) => {
          const changed = String((Number(s[i]) + shift) % 10);
          const mutated = `${s.slice(0, i)}${changed}${s.slice(i + 1)}`;
          fc.pre(!mutated.startsWith(LA_POSTE));
          return !isValidSiret(mutated);
        },
      ),
    );
  });

  it("exposes the SIREN of a SIRET", () => {
    expect(sirenOfSiret("73282932000074")).toBe("732829320");
  });
});

describe("Siret schema", () => {
  it("decodes a valid SIRET and reports the i18n key otherwise", () => {
    expect(Schema.decodeUnknownSync(Siret)("73282932000074")).toBe("73282932000074");
    expect(() => Schema.decodeUnknownSync(Siret)("12345678")).toThrow(
      "france.siret.mustbe14digits",
    );
  });
});
