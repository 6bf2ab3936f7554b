import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { BrazilSubmitRequest, isAuthorizedCStat, SefazAnswer } from "./brazil-submit.ts";
import { FranceSubmitRequest } from "./france-submit.ts";

describe("FranceSubmitRequest", () => {
  it("accepts the API's body", () => {
    const body = {
      invoiceId: "inv1",
      invoiceData: { invoiceNumber: "INV-001", seller: { siret: "x" }, buyer: {}, items: [{}] },
    };
    expect(decodeFields(FranceSubmitRequest)(body)).toEqual({ value: body });
  });
  it("needs only the invoice id", () => {
    expect(decodeFields(FranceSubmitRequest)({ invoiceId: "inv1" })).toEqual({
      value: { invoiceId: "inv1" },
    });
  });
  it.each([{}, { invoiceId: "" }, { invoiceId: 3 }])(
    "refuses %j with einvoicing.errors.invoicerequired",
    (body) => {
      expect(decodeFields(FranceSubmitRequest)(body)).toEqual({
        fields: { invoiceId: "einvoicing.errors.invoicerequired" },
      });
    },
  );
});

describe("BrazilSubmitRequest", () => {
  it("accepts the API's body", () => {
    const body = {
      invoiceId: "inv1",
      invoiceData: { nfeNumber: 12, emitter: { cnpj: "x" }, receiver: {}, items: [] },
    };
    expect(decodeFields(BrazilSubmitRequest)(body)).toEqual({ value: body });
  });
  it("refuses a missing invoice id", () => {
    expect(decodeFields(BrazilSubmitRequest)({})).toEqual({
      fields: { invoiceId: "einvoicing.errors.invoicerequired" },
    });
  });
});

describe("SEFAZ answers", () => {
  it.each([
    ["100", true],
    ["150", true],
    ["204", false],
    ["539", false],
  ])("cStat %s authorises: %s", (cStat, authorised) => {
    expect(isAuthorizedCStat(cStat)).toBe(authorised);
  });
  it("holds a 3-digit cStat and a 15-digit protocol", () => {
    const answer = {
      cStat: "100",
      xMotivo: "Autorizado o uso da NF-e",
      protocol: "135260000000001",
      authorizedAt: "2026-03-01T10:00:00.000Z",
    };
    expect(decodeFields(SefazAnswer)(answer)).toEqual({ value: answer });
    expect("fields" in decodeFields(SefazAnswer)({ ...answer, protocol: "123" })).toBe(true);
  });
});
