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
