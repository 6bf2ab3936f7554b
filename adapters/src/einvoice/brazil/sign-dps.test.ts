import { buildDps, NFSE_NAMESPACE, nfeDateTime, nfseCancellationXml } from "@invoicing/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { DPS_CORPUS } from "../../../testing/einvoice/brazil/dps-corpus.ts";
import { xmlsecVerify } from "../../../testing/einvoice/brazil/xmlsec-verify.ts";
import { testNfseSchemaDirectory } from "../../../testing/standards.ts";
import { readPfx } from "./nfe-certificate.ts";
import { validateNfseSchema } from "./nfse-schema-validation.ts";
import { signDps, signNfseEvent } from "./sign-dps.ts";
import { sandboxCertificate } from "./test-certificate.ts";

const schemas = testNfseSchemaDirectory;
const now = new Date("2026-11-20T10:00:00Z");
const certificate = Result.getOrThrow(
  readPfx(
    sandboxCertificate({ companyName: "Serviços Digitais Ltda.", cnpj: "11222333000181" }, now).pfx,
    sandboxCertificate({ companyName: "Serviços Digitais Ltda.", cnpj: "11222333000181" }, now)
      .password,
  ),
);
const KEY = "35503082211222333000181000000000000126110000000011";

describe("signed DPS corpus", { timeout: 30_000 }, () => {
  it.each(DPS_CORPUS.map((c) => [c.name, c.input] as const))(
    "%s: passes DPS_v1.01.xsd and xmlsec1 verifies its signature",
    async (_name, input) => {
      const built = Result.getOrThrow(buildDps(input));
      const signed = signDps(built.xml, certificate);
      const check = await validateNfseSchema(signed, schemas);
      expect(check.errors).toEqual([]);
      expect(check.valid).toBe(true);
      expect(signed).toContain(`<Reference URI="#${built.id}">`);
      expect(signed).toMatch(
        /<\/infDPS><Signature xmlns="http:\/\/www.w3.org\/2000\/09\/xmldsig#">/u,
      );
      const verified = await xmlsecVerify(
        signed,
        `${NFSE_NAMESPACE}:infDPS`,
        certificate.certificatePem,
      );
      expect(verified.output).toContain("OK");
      expect(verified.verified).toBe(true);
    },
  );

  it("xmlsec1 refuses a DPS changed after signing", async () => {
    const [first] = DPS_CORPUS;
    if (first === undefined) throw new Error("the corpus is empty");
    const signed = signDps(Result.getOrThrow(buildDps(first.input)).xml, certificate);
    const tampered = signed.replace("<vServ>100.00</vServ>", "<vServ>10.00</vServ>");
    expect(tampered).not.toBe(signed);
    const verified = await xmlsecVerify(
      tampered,
      `${NFSE_NAMESPACE}:infDPS`,
      certificate.certificatePem,
    );
    expect(verified.verified).toBe(false);
  });
});

describe("signed NFS-e cancellation request", { timeout: 30_000 }, () => {
  it("passes pedRegEvento_v1.01.xsd and xmlsec1 verifies its signature", async () => {
    const signed = signNfseEvent(
      nfseCancellationXml({
        tpAmb: 2,
        verAplic: "Invoicing 1.0",
        dhEvento: nfeDateTime(now, "SP"),
        cnpj: "11222333000181",
        accessKey: KEY,
        reason: "2",
        justification: "Serviço não foi prestado ao cliente",
      }),
      certificate,
    );
    const check = await validateNfseSchema(signed, schemas, "pedRegEvento_v1.01.xsd");
    expect(check.errors).toEqual([]);
    expect(signed).toContain(`<Reference URI="#PRE${KEY}101101">`);
    const verified = await xmlsecVerify(
      signed,
      `${NFSE_NAMESPACE}:infPedReg`,
      certificate.certificatePem,
    );
    expect(verified.verified).toBe(true);
  });
});
