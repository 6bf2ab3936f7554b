import { describe, expect, it } from "vitest";
import { fiscalDocumentOf, lineKind } from "./fiscal-document.ts";

const goods = { catalogueItemId: "g", ncm: "84713012" };
const service = { catalogueItemId: "s", ncm: null };
const typed = { catalogueItemId: null, ncm: null };

describe("fiscalDocumentOf", () => {
  it("sends goods to the NF-e and services to the NFS-e", () => {
    expect(fiscalDocumentOf([goods, goods], true)).toBe("nfe");
    expect(fiscalDocumentOf([service, service], false)).toBe("nfse");
  });

  it("calls an invoice of goods and services mixed", () => {
    expect(fiscalDocumentOf([goods, service], true)).toBe("mixed");
  });

  it("reads a typed line as what the seller sells: services once NFS-e settings exist", () => {
    expect(lineKind(typed, true)).toBe("service");
    expect(lineKind(typed, false)).toBe("goods");
    expect(fiscalDocumentOf([typed, service], true)).toBe("nfse");
    expect(fiscalDocumentOf([typed, service], false)).toBe("mixed");
    expect(fiscalDocumentOf([], true)).toBe("nfe");
  });
});
