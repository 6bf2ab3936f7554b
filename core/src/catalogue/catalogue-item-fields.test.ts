import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { toCatalogueItemFields } from "./catalogue-item-fields.ts";
import { CatalogueItemRequest } from "./catalogue-item-request.ts";

const decode = decodeFields(CatalogueItemRequest);

const fieldsOf = (body: Record<string, unknown>) => {
  const decoded = decode(body);
  if ("fields" in decoded) throw new Error(JSON.stringify(decoded.fields));
  return toCatalogueItemFields(decoded.value, "BRL");
};

/** The fields a body breaks, whether the schema or the kind's rules find them. */
const problemsOf = (body: Record<string, unknown>) => {
  const decoded = decode(body);
  if ("fields" in decoded) return decoded.fields;
  const result = toCatalogueItemFields(decoded.value, "BRL");
  return Result.isFailure(result) ? result.failure.fields : {};
};

const notebook = {
  name: "Notebook 14”",
  kind: "goods",
  unitPrice: 3499.9,
  taxRate: 18,
  ncm: "84713012",
};
const consulting = {
  name: "Consultoria em TI",
  kind: "service",
  unitCode: "HUR",
  unitPrice: 250,
  taxRate: 0,
  serviceCode: "010701",
  issRate: 2.5,
};

describe("toCatalogueItemFields", () => {
  it("keeps goods with their NCM, in the user's currency, in pieces by default", () => {
    expect(fieldsOf({ ...notebook, cfop: "5102" })).toEqual(
      Result.succeed({
        name: "Notebook 14”",
        kind: "goods",
        unitCode: "C62",
        unitPrice: 349_990,
        currency: "BRL",
        taxRate: 18,
        ncm: "84713012",
        cfop: "5102",
        serviceCode: null,
        issRate: null,
      }),
    );
  });

  it("keeps a service with its code and ISS rate, dropping the goods' fields", () => {
    expect(fieldsOf({ ...consulting, ncm: "84713012", currency: "USD" })).toEqual(
      Result.succeed({
        name: "Consultoria em TI",
        kind: "service",
        unitCode: "HUR",
        unitPrice: 25_000,
        currency: "USD",
        taxRate: 0,
        ncm: null,
        cfop: null,
        serviceCode: "010701",
        issRate: 2.5,
      }),
    );
  });

  it("names every problem of goods at once", () => {
    expect(
      problemsOf({ ...notebook, ncm: "8471", cfop: "1102", currency: "JPY", unitPrice: 1.5 }),
    ).toEqual({
      ncm: "catalogue.validation.ncmformat",
      cfop: "catalogue.validation.cfopnotsaida",
      unitPrice: "money.toomanydecimals",
    });
    expect(problemsOf({ ...notebook, ncm: "" })).toEqual({
      ncm: "catalogue.validation.ncmrequired",
    });
  });

  it("asks a service for its code and an ISS rate of 0 to 5 %", () => {
    expect(problemsOf({ ...consulting, serviceCode: null, issRate: null })).toEqual({
      serviceCode: "catalogue.validation.servicecoderequired",
      issRate: "catalogue.validation.issraterequired",
    });
    expect(problemsOf({ ...consulting, serviceCode: "1.07", issRate: 5.5 })).toEqual({
      serviceCode: "catalogue.validation.servicecodeformat",
      issRate: "catalogue.validation.issraterange",
    });
  });

  it("refuses a body without name or kind with their keys", () => {
    expect(problemsOf({ unitPrice: 1, taxRate: 0 })).toEqual({
      name: "catalogue.validation.namerequired",
      kind: "catalogue.validation.kind",
    });
  });
});
