import { ClientInput, decodeFields, frenchVatNumberFromSiren } from "@invoicing/core";
import { aClientJson } from "@invoicing/core/testing/builders";
import { describe, expect, it } from "vitest";
import {
  clientFormValues,
  emptyClientForm,
  showsBrazilianAddress,
  vatNumberOfSiret,
} from "./client-form-values.ts";

const stored = aClientJson({
  id: "c1",
  name: "Acme",
  email: "billing@acme.fr",
  company: null,
  phone: "+33 1 23 45 67 89",
  address: null,
});

describe("clientFormValues", () => {
  it("shows a stored client's missing fields as blank text", () => {
    const values = clientFormValues(stored);
    expect(values.name).toBe("Acme");
    expect(values.company).toBe("");
    expect(Object.values(values).every((value) => typeof value === "string")).toBe(true);
  });

  it("gives back what the core's schema decodes to the same client", () => {
    const { id: _id, ...input } = stored;
    expect(decodeFields(ClientInput)(clientFormValues(stored))).toEqual({ value: input });
  });
});

describe("showsBrazilianAddress", () => {
  it("keeps the section folded for a client without a Brazilian address", () => {
    expect(showsBrazilianAddress(emptyClientForm)).toBe(false);
  });

  it("unfolds it when it holds something", () => {
    expect(showsBrazilianAddress({ ...emptyClientForm, cep: "01310-100" })).toBe(true);
  });

  it("unfolds it when one of its fields has a problem", () => {
    expect(showsBrazilianAddress(emptyClientForm, { uf: "brazil.uf.unknown" })).toBe(true);
    expect(showsBrazilianAddress(emptyClientForm, { siret: "france.siret.mustbe14digits" })).toBe(
      false,
    );
  });
});

describe("vatNumberOfSiret", () => {
  it("computes the VAT number of a valid SIRET, spaces and all", () => {
    expect(vatNumberOfSiret("732 829 320 00074")).toBe(frenchVatNumberFromSiren("732829320"));
  });

  it("gives nothing for a SIRET whose check digit is wrong", () => {
    expect(vatNumberOfSiret("73282932000075")).toBeUndefined();
  });
});
