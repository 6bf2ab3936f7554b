import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frenchVatNumberFromSiren } from "../france/vat-number.ts";
import { EU_VAT_PREFIXES, isValidVatNumber, vatNumberRule } from "./eu-vat-number.ts";
import { normaliseVatNumber } from "./normalise-vat-number.ts";
import { vatCheckDigits } from "./vat-check-digits.ts";

// The body (digits before the check) of each numbering that carries one; BE numbers start 0 or 1.
const bodies: Readonly<Record<string, fc.Arbitrary<string>>> = {
  BE: fc.stringMatching(/^[01]\d{7}$/u),
  DE: fc.stringMatching(/^[1-9]\d{7}$/u),
  HR: fc.stringMatching(/^\d{10}$/u),
  DK: fc.stringMatching(/^[1-9]\d{6}$/u),
  FI: fc.stringMatching(/^\d{7}$/u),
  PL: fc.stringMatching(/^\d{9}$/u),
  IT: fc.stringMatching(/^\d{10}$/u),
  LU: fc.stringMatching(/^\d{6}$/u),
};

/** A number of `prefix` whose check digits are right, or undefined when the body takes none. */
const numberOf = (prefix: string, body: string): string | undefined => {
  const check = vatCheckDigits[prefix]?.of(body);
  return check === null || check === undefined ? undefined : `${prefix}${body}${check}`;
};

/** The body with its digit at `index` changed by `shift` (1 to 9). */
const withDigitChanged = (body: string, index: number, shift: number): string => {
  const at = index % body.length;
  const digit = (Number(body[at]) + shift) % 10;
  return `${body.slice(0, at)}${digit}${body.slice(at + 1)}`;
};

describe("vatNumberRule", () => {
  it.each(Object.keys(bodies))("accepts every %s number whose check digits are right", (prefix) => {
    fc.assert(
      fc.property(bodies[prefix] as fc.Arbitrary<string>, (body) => {
        const number = numberOf(prefix, body);
        if (number !== undefined) expect(vatNumberRule(number)).toBeUndefined();
      }),
    );
  });

  it.each(Object.keys(bodies))(
    "refuses a %s number with one digit of its body mistyped",
    (prefix) => {
      fc.assert(
        fc.property(
          bodies[prefix] as fc.Arbitrary<string>,
          fc.nat(),
          fc.integer({ min: 1, max: 9 }),
          (body, index, shift) => {
            const number = numberOf(prefix, body);
            const changed = withDigitChanged(body, index, shift);
            // A change to BE's leading 0/1 beyond 1 leaves the format; that is refused too.
            if (number === undefined) return;
            const mistyped = `${prefix}${changed}${number.slice(2 + body.length)}`;
            expect(vatNumberRule(mistyped)).toBeDefined();
          },
        ),
      );
    },
  );

  it("checks French numbers with their key against the SIREN", () => {
    expect(isValidVatNumber(frenchVatNumberFromSiren("732829320"))).toBe(true);
    expect(vatNumberRule("FR45732829320")).toBe("france.vatnumber.invalidkey");
  });

  it.each([
    "ATU13585627",
    "BE0403019261",
    "BG175074752",
    "CY10259033P",
    "CZ25123891",
    "DE136695976",
    "DK13585628",
    "EE100931558",
    "EL094259216",
    "ESA28015865",
    "FI20774740",
    "HR33392005961",
    "HU12892312",
    "IE6388047V",
    "IT00743110157",
    "LT119511515",
    "LU15027442",
    "LV40003521600",
    "MT11679112",
    "NL004495445B01",
    "PL5260250995",
    "PT501964843",
    "RO18547290",
    "SE556703748501",
    "SI50223054",
    "SK2020317068",
    "XI123456789",
  ])("accepts the well-formed number %s", (number) => {
    expect(vatNumberRule(number)).toBeUndefined();
  });

  it("knows the format of every member state and of Northern Ireland", () => {
    expect(EU_VAT_PREFIXES.toSorted()).toEqual(
      "AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI".split(
        " ",
      ),
    );
  });

  it.each([
    ["AT13585627", "vat.number.invalidformat"],
    ["NL004495445A01", "vat.number.invalidformat"],
    ["SE556703748502", "vat.number.invalidformat"],
    ["X", "vat.number.invalidformat"],
  ])("refuses %s with %s", (number, key) => {
    expect(vatNumberRule(number)).toBe(key);
  });

  it("takes numbers from outside the EU as letters and digits", () => {
    expect(vatNumberRule(normaliseVatNumber("che-123.456.789 mwst"))).toBeUndefined();
  });
});
