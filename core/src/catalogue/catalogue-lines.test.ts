import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CatalogueItem } from "./catalogue-item.ts";
import { linkCatalogueLines, pickedCatalogueIds } from "./catalogue-lines.ts";

const chair: CatalogueItem = {
  id: "c0ffee00-0000-4000-8000-000000000001",
  name: "Cadeira",
  kind: "goods",
  unitCode: "C62",
  unitPrice: 45_000,
  currency: "BRL",
  taxRate: 0,
  ncm: "94013000",
  cfop: "5101",
  serviceCode: null,
  issRate: null,
};

describe("linkCatalogueLines", () => {
  it("keeps the NCM and CFOP of the entry a line was picked from, and none on other lines", () => {
    const lines = [{ description: "Cadeira", catalogueItemId: chair.id }, { description: "Frete" }];
    expect(pickedCatalogueIds(lines)).toEqual([chair.id]);
    expect(linkCatalogueLines(lines, [chair])).toEqual(
      Result.succeed([
        { description: "Cadeira", catalogueItemId: chair.id, ncm: "94013000", cfop: "5101" },
        { description: "Frete", catalogueItemId: null, ncm: null, cfop: null },
      ]),
    );
  });

  it("refuses a line naming an entry the user does not have", () => {
    const result = linkCatalogueLines([{}, { catalogueItemId: "someone-else" }], [chair]);
    expect(Result.isFailure(result) && result.failure.fields).toEqual({
      "items.1.catalogueItemId": "catalogue.errors.notfound",
    });
  });
});
