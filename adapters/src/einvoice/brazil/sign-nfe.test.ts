import { buildNfe, enviNfeXml } from "@invoicing/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { NFE_CORPUS, nfeCase } from "../../../testing/einvoice/brazil/nfe-corpus.ts";
import { testNfeSchemaDirectory } from "../../../testing/standards.ts";
import { readPfx } from "./nfe-certificate.ts";
import { validateNfeSchema } from "./nfe-schema-validation.ts";
import { signNfe } from "./sign-nfe.ts";
import { sandboxCertificate } from "./test-certificate.ts";
import { verifyNfeSignature } from "./verify-nfe-signature.ts";

const schemas = testNfeSchemaDirectory;
const now = new Date("2026-11-20T10:00:00Z");

const signedCase = (input: (typeof NFE_CORPUS)[number]["input"]) => {
  const built = Result.getOrThrow(buildNfe(input));
  const settings = input.document.seller.brazil;
  const { pfx, password } = sandboxCertificate(
    { companyName: settings?.companyName ?? "", cnpj: settings?.cnpj ?? "" },
    now,
  );
  const certificate = Result.getOrThrow(readPfx(pfx, password));
  return { built, signed: signNfe(built.xml, certificate) };
};

describe("signed NF-e corpus", () => {
  it.each(NFE_CORPUS.map((c) => [c.name, c.input] as const))(
    "%s: passes nfe_v4.00.xsd alone and in enviNFe, and its signature verifies",
    async (_name, input) => {
      const { built, signed } = signedCase(input);
      const alone = await validateNfeSchema(signed, schemas);
      expect(alone.errors).toEqual([]);
      expect(alone.valid).toBe(true);
      const batch = await validateNfeSchema(
        enviNfeXml([signed], "1", true),
        schemas,
        "enviNFe_v4.00.xsd",
      );
      expect(batch.errors).toEqual([]);
      expect(verifyNfeSignature(signed)).toMatchObject({ valid: true });
      expect(signed).toContain(`<Reference URI="#NFe${built.accessKey}">`);
      expect(signed).toMatch(
        /<\/infNFe><Signature xmlns="http:\/\/www.w3.org\/2000\/09\/xmldsig#">/u,
      );
    },
  );
});

describe("verifyNfeSignature", () => {
  const [first] = NFE_CORPUS;
  if (first === undefined) throw new Error("the corpus is empty");
  const { signed } = signedCase(first.input);

  it("fails when a signed value is changed", () => {
    expect(verifyNfeSignature(signed.replace("<vNF>919.80</vNF>", "<vNF>919.81</vNF>"))).toEqual({
      valid: false,
      reason: "digest",
    });
  });

  it("fails when whitespace is added inside the signed part", () => {
    expect(verifyNfeSignature(signed.replace("<ide>", "<ide>\n  ")).valid).toBe(false);
  });

  it("reports a missing or prefixed signature", () => {
    expect(verifyNfeSignature(signed.replace(/<Signature[\s\S]*<\/Signature>/u, ""))).toEqual({
      valid: false,
      reason: "missing",
    });
    const prefixed = signed
      .replace(
        '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">',
        '<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#">',
      )
      .replace("</Signature>", "</ds:Signature>");
    expect(verifyNfeSignature(prefixed)).toEqual({ valid: false, reason: "prefixed" });
  });
});

describe("an NF-e of lines picked from the catalogue", () => {
  it("writes each product's NCM, its own sale CFOP turned to the recipient's state, its fractional quantity, and passes the schema", async () => {
    const input = nfeCase({
      seller: "saoPaulo",
      brazil: { regime: "normal", codigoCFOP: "5102", nfeSerie: 7 },
      client: "rioCompany",
      items: [
        {
          description: "Cabo de rede",
          quantity: 2.375,
          unitPrice: 1200,
          taxRate: 18,
          unitCode: "MTR",
          catalogueItemId: "c0ffee00-0000-4000-8000-000000000001",
          ncm: "85444900",
          cfop: "5101",
        },
        { description: "Frete", quantity: 1, unitPrice: 5000, taxRate: 0 },
      ],
    });
    const { built, signed } = signedCase(input);
    expect(built.accessKey.slice(22, 25)).toBe("007");
    expect(signed).toContain(
      "<xProd>Cabo de rede</xProd><NCM>85444900</NCM><CFOP>6101</CFOP><uCom>M</uCom><qCom>2.3750</qCom>",
    );
    expect(signed).toContain("<xProd>Frete</xProd><NCM>00</NCM><CFOP>6102</CFOP>");
    const check = await validateNfeSchema(signed, schemas);
    expect(check.errors).toEqual([]);
    expect(check.valid).toBe(true);
  });
});
