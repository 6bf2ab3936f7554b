import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { isUf, UF_CODES, UF_IBGE_CODES, Uf, ufFromIbgeCode, ufIbgeCode, ufRule } from "./uf.ts";

describe("UF list", () => {
  it("holds the 27 federative units with distinct IBGE codes", () => {
    expect(UF_CODES).toHaveLength(27);
    expect(new Set(Object.values(UF_IBGE_CODES)).size).toBe(27);
  });

  it("maps UFs to IBGE codes and back", () => {
    expect(ufIbgeCode("SP")).toBe(35);
    expect(ufIbgeCode("RS")).toBe(43);
    expect(ufFromIbgeCode(53)).toBe("DF");
    expect(ufFromIbgeCode(99)).toBeUndefined();
    for (const uf of UF_CODES) expect(ufFromIbgeCode(ufIbgeCode(uf))).toBe(uf);
  });
});

describe("ufRule", () => {
  it("accepts the 27 uppercase abbreviations only", () => {
    expect(ufRule("SP")).toBeUndefined();
    expect(ufRule("sp")).toBe("brazil.uf.unknown");
    expect(ufRule("EX")).toBe("brazil.uf.unknown");
    expect(ufRule("toString")).toBe("brazil.uf.unknown");
    expect(isUf("DF")).toBe(true);
  });
});

describe("Uf schema", () => {
  it("decodes a UF and reports the i18n key otherwise", () => {
    expect(Schema.decodeUnknownSync(Uf)("MG")).toBe("MG");
    expect(() => Schema.decodeUnknownSync(Uf)("XX")).toThrow("brazil.uf.unknown");
  });
});
