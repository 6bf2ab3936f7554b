import { describe, expect, it } from "vitest";
import { UF_CODES, ufIbgeCode } from "../uf.ts";
import {
  ibgeMunicipalitiesOf,
  ibgeMunicipality,
  knownIbgeMunicipalityRule,
  searchIbgeMunicipalities,
} from "./ibge-municipalities.ts";

describe("IBGE municipality list", () => {
  it("holds the 5,571 municipalities with distinct codes, each inside its UF", () => {
    const all = UF_CODES.flatMap((uf) => ibgeMunicipalitiesOf(uf));
    expect(all).toHaveLength(5571);
    expect(new Set(all.map((m) => m.code)).size).toBe(5571);
    for (const municipality of all) {
      expect(municipality.code).toMatch(/^\d{7}$/u);
      expect(Number(municipality.code.slice(0, 2))).toBe(ufIbgeCode(municipality.uf));
    }
  });

  it("names only Latin-1 characters, which the NF-e string type accepts", () => {
    for (const uf of UF_CODES) {
      for (const { name } of ibgeMunicipalitiesOf(uf)) expect(name).toMatch(/^[!-ÿ][ -ÿ]*[!-ÿ]$/u);
    }
  });

  it("finds municipalities by code", () => {
    expect(ibgeMunicipality("3550308")).toEqual({ code: "3550308", name: "São Paulo", uf: "SP" });
    expect(ibgeMunicipality("5300108")).toEqual({ code: "5300108", name: "Brasília", uf: "DF" });
    expect(ibgeMunicipality("1200013")?.name).toBe("Acrelândia");
    expect(ibgeMunicipality("4317103")?.name).toBe("Sant'Ana do Livramento");
    expect(ibgeMunicipality("5101837")?.name).toBe("Boa Esperança do Norte");
    expect(ibgeMunicipality("3550309")).toBeUndefined();
    expect(ibgeMunicipality("9900000")).toBeUndefined();
  });

  it("lists a UF's municipalities by name", () => {
    const df = ibgeMunicipalitiesOf("DF");
    expect(df).toEqual([{ code: "5300108", name: "Brasília", uf: "DF" }]);
    const sp = ibgeMunicipalitiesOf("SP").map((m) => m.name);
    expect(sp).toHaveLength(645);
    expect(sp[0]).toBe("Adamantina");
  });
});

describe("knownIbgeMunicipalityRule", () => {
  it("refuses a well-formed code IBGE does not list", () => {
    expect(knownIbgeMunicipalityRule("3304557")).toBeUndefined();
    expect(knownIbgeMunicipalityRule("3304558")).toBe("brazil.municipalitycode.unknown");
  });
});

describe("searchIbgeMunicipalities", () => {
  it("ignores accents and case and puts names starting with the query first", () => {
    const names = searchIbgeMunicipalities("sao paulo", { limit: 3 }).map((m) => m.name);
    expect(names[0]).toBe("São Paulo");
    expect(names).toHaveLength(3);
  });

  it("stays in the given UF", () => {
    const found = searchIbgeMunicipalities("campo", { uf: "MS" });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((m) => m.uf === "MS")).toBe(true);
    expect(found[0]?.name).toBe("Campo Grande");
  });

  it("finds nothing for an unknown UF", () => {
    expect(searchIbgeMunicipalities("a", { uf: "XX" })).toEqual([]);
  });
});
