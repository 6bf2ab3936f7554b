import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Cpf, cpfCheckDigits, cpfRule, formatCpf, isValidCpf, normaliseCpf } from "./cpf.ts";

const base = fc.stringMatching(/^\d{9}$/u).filter((b) => !/^(.)\1*$/u.test(b));

describe("cpfCheckDigits", () => {
  it("computes the published check digits", () => {
    expect(cpfCheckDigits("111444777")).toBe("35");
  });
});

describe("cpfRule", () => {
  it("accepts the published CPF", () => {
    expect(cpfRule("11144477735")).toBeUndefined();
  });

  it("refuses a CPF whose check digits are wrong", () => {
    expect(cpfRule("11144477736")).toBe("brazil.cpf.invalidcheckdigit");
    expect(cpfRule("11144477725")).toBe("brazil.cpf.invalidcheckdigit");
  });

  it("refuses anything but 11 digits", () => {
    for (const value of ["1114447773", "111444777350", "111.444.777-35", "1114447773A"]) {
      expect(cpfRule(value)).toBe("brazil.cpf.mustbe11digits");
    }
  });

  it("refuses every repeated-digit CPF even though their check digits add up", () => {
    for (const digit of "0123456789") {
      expect(cpfRule(digit.repeat(11))).toBe("brazil.cpf.repeateddigits");
    }
  });

  it("accepts any 9-digit base completed with its computed check digits", () => {
    fc.assert(fc.property(base, (b) => isValidCpf(`${b}${cpfCheckDigits(b)}`)));
  });

  it("detects any change to a check digit", () => {
    fc.assert(
      fc.property(
        base,
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (b, i, shift) => {
          const cpf = `${b}${cpfCheckDigits(b)}`;
          const changed = String((Number(cpf[i]) + shift) % 10);
          return !isValidCpf(`${cpf.slice(0, i)}${changed}${cpf.slice(i + 1)}`);
        },
      ),
    );
  });

  it("detects any base digit substitution when the first check digit is not 0", () => {
    fc.assert(
      fc.property(
        base,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (b, i, shift) => {
          const digits = cpfCheckDigits(b);
          fc.pre(digits[0] !== "0");
          const changed = String((Number(b[i]) + shift) % 10);
          const mutated = `${b.slice(0, i)}${changed}${b.slice(i + 1)}${digits}`;
          return !isValidCpf(mutated);
        },
      ),
    );
  });
});

describe("normaliseCpf and formatCpf", () => {
  it("round-trips between the normalised and masked forms", () => {
    expect(formatCpf("11144477735")).toBe("111.444.777-35");
    expect(normaliseCpf("111.444.777-35")).toBe("11144477735");
    fc.assert(
      fc.property(base, (b) => {
        const cpf = `${b}${cpfCheckDigits(b)}`;
        return normaliseCpf(formatCpf(cpf)) === cpf;
      }),
    );
  });
});

describe("Cpf schema", () => {
  it("decodes a valid CPF and reports the i18n key of the problem otherwise", () => {
    expect(Schema.decodeUnknownSync(Cpf)("11144477735")).toBe("11144477735");
    expect(() => Schema.decodeUnknownSync(Cpf)("11144477736")).toThrow(
      "brazil.cpf.invalidcheckdigit",
    );
  });
});
