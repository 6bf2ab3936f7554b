import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { anNfeInput } from "../../../testing/builders/index.ts";
import { nfeFromInvoice } from "./nfe-from-invoice.ts";

describe("nfeFromInvoice of lines picked from the catalogue", () => {
  it("writes each picked line's NCM and unit, and 00 for lines typed by hand", () => {
    const input = anNfeInput({
      items: [
        {
          quantity: 2.5,
          unitPrice: 1200,
          taxRate: 0,
          description: "Cabo de rede",
          unitCode: "MTR",
          catalogueItemId: "c0ffee00-0000-4000-8000-000000000001",
          ncm: "85444900",
        },
        { quantity: 1, unitPrice: 5000, taxRate: 0, description: "Instalação" },
      ],
    });
    const nfe = Result.getOrThrow(nfeFromInvoice(input));
    expect(nfe.items.map((item) => [item.ncm, item.unit, item.quantity])).toEqual([
      ["85444900", "M", 2.5],
      ["00", "UN", 1],
    ]);
  });
});

describe("nfeFromInvoice and the CFOP of picked lines", () => {
  const picked = (cfop: string | null) =>
    anNfeInput({
      brazil: { codigoCFOP: "5102" },
      items: [
        {
          quantity: 1,
          unitPrice: 1000,
          taxRate: 0,
          catalogueItemId: "c0ffee00-0000-4000-8000-000000000002",
          ncm: "94013000",
          cfop,
        },
        { quantity: 1, unitPrice: 500, taxRate: 0 },
      ],
    });

  it("writes a picked product's own CFOP, turned to the recipient's state, and the settings' elsewhere", () => {
    const nfe = Result.getOrThrow(nfeFromInvoice(picked("5101")));
    expect(nfe.idDest).toBe(2);
    expect(nfe.items.map((item) => item.cfop)).toEqual(["6101", "6102"]);
  });

  it("falls back to the settings' CFOP for a picked product without one", () => {
    const nfe = Result.getOrThrow(nfeFromInvoice(picked(null)));
    expect(nfe.items.map((item) => item.cfop)).toEqual(["6102", "6102"]);
  });

  it.each([
    ["51O1", "brazil.cfop.invalidformat"],
    ["1102", "brazil.cfop.directionmismatch"],
  ])("refuses a line CFOP %s with %s at the line", (cfop, key) => {
    const refused = nfeFromInvoice(picked(cfop));
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({
      fields: { "items.0.cfop": key },
    });
  });
});
