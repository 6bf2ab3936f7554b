import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  Cfop,
  type CfopDestination,
  type CfopDirection,
  cfopDestination,
  cfopDirection,
  cfopFirstDigitFor,
  cfopOperationRule,
  cfopRule,
  ID_DEST,
  TP_NF,
} from "./cfop.ts";

const direction = fc.constantFrom<CfopDirection>("entrada", "saida");
const destination = fc.constantFrom<CfopDestination>("internal", "interstate", "abroad");
const cfop = fc.stringMatching(/^[123567]\d{3}$/u);

describe("cfopRule", () => {
  it("accepts 4 digits starting with 1, 2, 3, 5, 6 or 7", () => {
    for (const value of ["1102", "2102", "3102", "5102", "6102", "7102"]) {
      expect(cfopRule(value)).toBeUndefined();
    }
  });

  it("refuses first digits 0, 4, 8, 9 and other lengths", () => {
    for (const value of ["0102", "4102", "8102", "9102", "510", "51020", "5.102"]) {
      expect(cfopRule(value)).toBe("brazil.cfop.invalidformat");
    }
  });
});

describe("cfopDirection and cfopDestination", () => {
  it("read entrada/saída and the destination from the first digit", () => {
    expect([cfopDirection("1102"), cfopDestination("1102")]).toEqual(["entrada", "internal"]);
    expect([cfopDirection("2102"), cfopDestination("2102")]).toEqual(["entrada", "interstate"]);
    expect([cfopDirection("3102"), cfopDestination("3102")]).toEqual(["entrada", "abroad"]);
    expect([cfopDirection("5102"), cfopDestination("5102")]).toEqual(["saida", "internal"]);
    expect([cfopDirection("6102"), cfopDestination("6102")]).toEqual(["saida", "interstate"]);
    expect([cfopDirection("7102"), cfopDestination("7102")]).toEqual(["saida", "abroad"]);
  });

  it("map to the NF-e tpNF and idDest codes", () => {
    expect(TP_NF).toEqual({ entrada: 0, saida: 1 });
    expect(ID_DEST).toEqual({ internal: 1, interstate: 2, abroad: 3 });
  });
});

describe("cfopOperationRule", () => {
  it("pairs saídas with idDest 1 → 5xxx, 2 → 6xxx, 3 → 7xxx", () => {
    expect(
      cfopOperationRule({ direction: "saida", destination: "internal" })("5102"),
    ).toBeUndefined();
    expect(
      cfopOperationRule({ direction: "saida", destination: "interstate" })("6102"),
    ).toBeUndefined();
    expect(
      cfopOperationRule({ direction: "saida", destination: "abroad" })("7102"),
    ).toBeUndefined();
  });

  it("refuses an interstate saída with an internal CFOP", () => {
    expect(cfopOperationRule({ direction: "saida", destination: "interstate" })("5102")).toBe(
      "brazil.cfop.destinationmismatch",
    );
  });

  it("refuses a saída with an entrada CFOP", () => {
    expect(cfopOperationRule({ direction: "saida", destination: "internal" })("1102")).toBe(
      "brazil.cfop.directionmismatch",
    );
  });

  it("reports a malformed CFOP before comparing it", () => {
    expect(cfopOperationRule({ direction: "saida", destination: "internal" })("4102")).toBe(
      "brazil.cfop.invalidformat",
    );
  });

  it("accepts a CFOP exactly when its first digit is the one the operation requires", () => {
    fc.assert(
      fc.property(cfop, direction, destination, (code, dir, dest) => {
        const operation = { direction: dir, destination: dest };
        const accepted = cfopOperationRule(operation)(code) === undefined;
        return accepted === (Number(code[0]) === cfopFirstDigitFor(operation));
      }),
    );
  });
});

describe("Cfop schema", () => {
  it("decodes a valid CFOP and reports the i18n key otherwise", () => {
    expect(Schema.decodeUnknownSync(Cfop)("5102")).toBe("5102");
    expect(() => Schema.decodeUnknownSync(Cfop)("4102")).toThrow("brazil.cfop.invalidformat");
  });
});
