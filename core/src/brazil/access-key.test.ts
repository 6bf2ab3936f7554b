import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildNfeAccessKey,
  isValidNfeAccessKey,
  NfeAccessKey,
  type NfeAccessKeyParts,
  nfeAccessKeyCheckDigit,
  nfeAccessKeyRule,
  parseNfeAccessKey,
} from "./access-key.ts";
import { cnpjCheckDigits } from "./cnpj.ts";
import { cpfCheckDigits } from "./cpf.ts";
import { UF_IBGE_CODES } from "./uf.ts";

const PUBLISHED_PAYLOAD = "4318090692938300016355001000000026100001030";
const PUBLISHED_KEY = `${PUBLISHED_PAYLOAD}1`;
const PUBLISHED_PARTS: NfeAccessKeyParts = {
  cUF: 43,
  aamm: "1809",
  issuerDocument: "06929383000163",
  mod: 55,
  serie: 1,
  nNF: 26,
  tpEmis: 1,
  cNF: "00001030",
};

const cnpj = fc.stringMatching(/^[0-9A-Z]{12}$/u).map((base) => `${base}${cnpjCheckDigits(base)}`);
const cpf = fc.stringMatching(/^\d{9}$/u).map((base) => `${base}${cpfCheckDigits(base)}`);
const parts: fc.Arbitrary<NfeAccessKeyParts> = fc.record({
  cUF: fc.constantFrom(...Object.values(UF_IBGE_CODES)),
  aamm: fc
    .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => `${String(year).padStart(2, "0")}${String(month).padStart(2, "0")}`),
  issuerDocument: fc.oneof(
    cnpj,
    cpf.map((value) => value.padStart(14, "0")),
  ),
  mod: fc.constantFrom(55, 65),
  serie: fc.integer({ min: 0, max: 999 }),
  nNF: fc.integer({ min: 1, max: 999_999_999 }),
  tpEmis: fc.integer({ min: 1, max: 9 }),
  cNF: fc.stringMatching(/^\d{8}$/u),
});

describe("nfeAccessKeyCheckDigit", () => {
  it("computes the published check digit", () => {
    expect(nfeAccessKeyCheckDigit(PUBLISHED_PAYLOAD)).toBe(1);
  });
});

describe("nfeAccessKeyRule", () => {
  it("accepts the published key", () => {
    expect(nfeAccessKeyRule(PUBLISHED_KEY)).toBeUndefined();
  });

  it("refuses a key whose check digit is wrong", () => {
    expect(nfeAccessKeyRule(`${PUBLISHED_PAYLOAD}2`)).toBe("brazil.accesskey.invalidcheckdigit");
  });

  it("refuses a key that does not follow the 44-character layout", () => {
    expect(nfeAccessKeyRule(PUBLISHED_PAYLOAD)).toBe("brazil.accesskey.invalidformat");
    expect(nfeAccessKeyRule(`NFe${PUBLISHED_KEY}`)).toBe("brazil.accesskey.invalidformat");
    // letters are allowed only where the CNPJ root and order sit
    expect(nfeAccessKeyRule(`A${PUBLISHED_KEY.slice(1)}`)).toBe("brazil.accesskey.invalidformat");
    expect(nfeAccessKeyRule(`${PUBLISHED_KEY.slice(0, 20)}A${PUBLISHED_KEY.slice(21)}`)).toBe(
      "brazil.accesskey.invalidformat",
    );
  });

  it("refuses a key whose cUF is not a UF's IBGE code", () => {
    const payload = `99${PUBLISHED_PAYLOAD.slice(2)}`;
    expect(nfeAccessKeyRule(`${payload}${nfeAccessKeyCheckDigit(payload)}`)).toBe(
      "brazil.accesskey.unknownuf",
    );
  });

  it("detects a substitution when the check digit is not 0 and the values are not 11 apart", () => {
    const char = fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    fc.assert(
      fc.property(parts, fc.integer({ min: 0, max: 42 }), char, (p, i, replacement) => {
        const key = buildNfeAccessKey(p);
        const original = key[i] ?? "";
        const mutated = `${key.slice(0, i)}${replacement}${key.slice(i + 1)}`;
        fc.pre(
          key.endsWith("0") === false &&
            (replacement.charCodeAt(0) - original.charCodeAt(0)) % 11 !== 0 &&
            nfeAccessKeyRule(mutated) !== "brazil.accesskey.invalidformat" &&
            nfeAccessKeyRule(mutated) !== "brazil.accesskey.unknownuf",
        );
        return nfeAccessKeyRule(mutated) === "brazil.accesskey.invalidcheckdigit";
      }),
    );
  });
});

describe("buildNfeAccessKey and parseNfeAccessKey", () => {
  it("builds the published key from its parts", () => {
    expect(buildNfeAccessKey(PUBLISHED_PARTS)).toBe(PUBLISHED_KEY);
  });

  it("parses the published key into its parts and check digit", () => {
    expect(parseNfeAccessKey(Schema.decodeSync(NfeAccessKey)(PUBLISHED_KEY))).toEqual({
      ...PUBLISHED_PARTS,
      cDV: 1,
    });
  });

  it("zero-pads a CPF issuer to 14 digits", () => {
    const key = buildNfeAccessKey({ ...PUBLISHED_PARTS, issuerDocument: "11144477735" });
    expect(key.slice(6, 20)).toBe("00011144477735");
    expect(isValidNfeAccessKey(key)).toBe(true);
  });

  it("carries an alphanumeric CNPJ unchanged", () => {
    const key = buildNfeAccessKey({ ...PUBLISHED_PARTS, issuerDocument: "12ABC34501DE35" });
    expect(key.slice(6, 20)).toBe("12ABC34501DE35");
    expect(isValidNfeAccessKey(key)).toBe(true);
  });

  it("throws with the format key when a part is out of range", () => {
    expect(() => buildNfeAccessKey({ ...PUBLISHED_PARTS, serie: 1000 })).toThrow(
      "brazil.accesskey.invalidformat",
    );
    expect(() => buildNfeAccessKey({ ...PUBLISHED_PARTS, cUF: 99 })).toThrow(
      "brazil.accesskey.unknownuf",
    );
  });

  it("builds a verifiable key from any valid parts, and parsing gives the parts back", () => {
    fc.assert(
      fc.property(parts, (p) => {
        const key = buildNfeAccessKey(p);
        const { cDV, ...parsed } = parseNfeAccessKey(key);
        expect(key).toHaveLength(44);
        expect(isValidNfeAccessKey(key)).toBe(true);
        expect(cDV).toBe(Number(key[43]));
        expect(parsed).toEqual(p);
        expect(buildNfeAccessKey(parsed)).toBe(key);
      }),
    );
  });
});

describe("NfeAccessKey schema", () => {
  it("decodes a valid key and reports the i18n key of the problem otherwise", () => {
    expect(Schema.decodeUnknownSync(NfeAccessKey)(PUBLISHED_KEY)).toBe(PUBLISHED_KEY);
    expect(() => Schema.decodeUnknownSync(NfeAccessKey)(`${PUBLISHED_PAYLOAD}2`)).toThrow(
      "brazil.accesskey.invalidcheckdigit",
    );
  });
});
