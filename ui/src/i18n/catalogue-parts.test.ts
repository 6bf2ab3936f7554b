import { describe, expect, it } from "vitest";
import { areaOf } from "./catalogue.ts";
import { catalogueChunkOf, cataloguePartOf } from "./catalogue-parts.ts";

const areas = Object.keys(import.meta.glob("./locales/en/*.json")).map(areaOf);

describe("the parts of a language's catalogue", () => {
  it("put the areas of the stand-alone pages in the public part and the others in the app part", () => {
    const publicAreas = areas.filter((area) => cataloguePartOf(area) === "public").sort();
    expect(publicAreas).toEqual([
      "auth",
      "common",
      "invoicepayments",
      "layout",
      "paylinks",
      "quotelinks",
      "users",
    ]);
    expect(areas.filter((area) => cataloguePartOf(area) === "app")).toContain("invoices");
  });

  it("send each area file to its language's chunk of that part", () => {
    expect(catalogueChunkOf("/repo/ui/src/i18n/locales/ja/auth.json")).toBe("ja-public");
    expect(catalogueChunkOf("/repo/ui/src/i18n/locales/de/invoiceform.json")).toBe("de-app");
    expect(catalogueChunkOf("/repo/ui/src/i18n/locales/pt-BR/auth.json")).toBe("pt-BR-public");
  });

  it("leave every other module to the bundler", () => {
    expect(catalogueChunkOf("/repo/ui/src/i18n/catalogue.ts")).toBeNull();
    expect(catalogueChunkOf("/repo/ui/src/data/countries.json")).toBeNull();
  });
});
