import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCharValue } from "./check-digits.ts";
import { Cnpj, cnpjCheckDigits, cnpjRule, formatCnpj, isValidCnpj, normaliseCnpj } from "./cnpj.ts";

const base = fc.stringMatching(/^[0-9A-Z]{12}$/u);
const baseChar = fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");

describe("cnpjCheckDigits", () => {
  it("computes the published check digits of numeric and alphanumeric bases", () => {
    expect(cnpjCheckDigits("12ABC34501DE")).toBe("35");
    expect(cnpjCheckDigits("069293830001")).toBe("63");
  });
});

describe("cnpjRule", () => {
  it("accepts the published alphanumeric and numeric CNPJs", () => {
    expect(cnpjRule("12ABC34501DE35")).toBeUndefined();
    expect(cnpjRule("06929383000163")).toBeUndefined();
  });

  it("refuses a CNPJ whose check digits are wrong", () => {
    expect(cnpjRule("12ABC34501DE36")).toBe("brazil.cnpj.invalidcheckdigit");
    expect(cnpjRule("06929383000164")).toBe("brazil.cnpj.invalidcheckdigit");
  });

  it("refuses a CNPJ that is not 14 characters long, punctuation included", () => {
    expect(cnpjRule("0692938300016")).toBe("brazil.cnpj.mustbe14characters");
    expect(cnpjRule("12.ABC.345/01DE-35")).toBe("brazil.cnpj.mustbe14characters");
  });

  it("refuses lowercase letters, letters among the check digits and symbols", () => {
    expect(cnpjRule("12abc34501de35")).toBe("brazil.cnpj.invalidformat");
    expect(cnpjRule("12ABC34501DE3A")).toBe("brazil.cnpj.invalidformat");
    expect(cnpjRule("12ABC34501D_35")).toBe("brazil.cnpj.invalidformat");
  });

  it("refuses a CNPJ made of one repeated digit even though its check digits add up", () => {
    expect(cnpjRule("00000000000000")).toBe("brazil.cnpj.repeateddigits");
  });

  it("accepts any 12-character base completed with its computed check digits", () => {
    fc.assert(
      fc.property(
        base.filter((b) => !/^(.)\1*$/u.test(b)),
        (b) => isValidCnpj(`${b}${cnpjCheckDigits(b)}`),
      ),
    );
  });

  it("detects any change to a check digit", () => {
    fc.assert(
      fc.property(
        base,
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (b, i, shift) => {
          const cnpj = `${b}${cnpjCheckDigits(b)}`;
          const changed = String((Number(cnpj[i]) + shift) % 10);
          return !isValidCnpj(`${cnpj.slice(0, i)}${changed}${cnpj.slice(i + 1)}`);
        },
      ),
    );
  });

  it("detects a base substitution when check digit 1 is not 0 and values differ by no multiple of 11", () => {
    fc.assert(
      fc.property(base, fc.integer({ min: 0, max: 11 }), baseChar, (b, i, replacement) => {
        const digits = cnpjCheckDigits(b);
        const original = b[i] ?? "";
        fc.pre(
          digits[0] !== "0" && (checkCharValue(replacement) - checkCharValue(original)) % 11 !== 0,
        );
        const mutated = `${b.slice(0, i)}${replacement}${b.slice(i + 1)}${digits}`;
        return cnpjRule(mutated) === "brazil.cnpj.invalidcheckdigit";
      }),
    );
  });

  it("misses a swap of characters 11 apart (6 and A): a limit of the official scheme", () => {
    const digits = cnpjCheckDigits("069293830006");
    expect(isValidCnpj(`069293830006${digits}`)).toBe(true);
    expect(isValidCnpj(`06929383000A${digits}`)).toBe(true);
  });
});

describe("normaliseCnpj and formatCnpj", () => {
  it("turns the usual mask, in any case, into the normalised form", () => {
    expect(normaliseCnpj("12.abc.345/01de-35")).toBe("12ABC34501DE35");
    expect(normaliseCnpj(" 06.929.383/0001-63 ")).toBe("06929383000163");
  });

  it("round-trips between the normalised and masked forms", () => {
    fc.assert(
      fc.property(base, (b) => {
        const cnpj = `${b}${cnpjCheckDigits(b)}`;
        return normaliseCnpj(formatCnpj(cnpj)) === cnpj;
      }),
    );
    expect(formatCnpj("12ABC34501DE35")).toBe("12.ABC.345/01DE-35");
  });
});

describe("Cnpj schema", () => {
  it("decodes a valid CNPJ and reports the i18n key of the problem otherwise", () => {
    expect(Schema.decodeUnknownSync(Cnpj)("12ABC34501DE35")).toBe("12ABC34501DE35");
    expect(() => Schema.decodeUnknownSync(Cnpj)("12ABC34501DE36")).toThrow(
      "brazil.cnpj.invalidcheckdigit",
    );
  });
});
