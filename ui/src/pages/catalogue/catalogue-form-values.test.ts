import type { CatalogueItemJson } from "@invoicing/core";
import { describe, expect, it } from "vitest";
import { newItem, pickCatalogueItem } from "../invoices/invoice-form-values.ts";
import { catalogueFormOf, catalogueRequestOf, newCatalogueForm } from "./catalogue-form-values.ts";

const support: CatalogueItemJson = {
  id: "c0ffee00-0000-4000-8000-000000000002",
  name: "Suporte técnico",
  kind: "service",
  unitCode: "HUR",
  unitPrice: 150,
  currency: "BRL",
  taxRate: 0,
  ncm: null,
  cfop: null,
  serviceCode: "010701",
  issRate: 2,
};

describe("the catalogue form", () => {
  it("sends only the fields of the chosen kind", () => {
    const typed = { ...newCatalogueForm("BRL"), name: "Cabo", ncm: "85444900", serviceCode: "1" };
    expect(catalogueRequestOf(typed)).toMatchObject({
      kind: "goods",
      ncm: "85444900",
      cfop: "",
      serviceCode: null,
      issRate: null,
    });
    expect(catalogueRequestOf(catalogueFormOf(support))).toMatchObject({
      kind: "service",
      unitPrice: 150,
      ncm: null,
      serviceCode: "010701",
      issRate: 2,
    });
  });
});

describe("pickCatalogueItem", () => {
  it("fills a line from the entry and remembers it, keeping the quantity", () => {
    const line = { ...newItem("18"), quantity: "3" };
    expect(pickCatalogueItem(line, support)).toEqual({
      ...line,
      description: "Suporte técnico",
      unitCode: "HUR",
      unitPrice: "150",
      taxRate: "0",
      catalogueItemId: support.id,
    });
  });
});
