import {
  type NfeAccessKey,
  type NfeAuthorization,
  type NfeBuildInput,
  type NfeDocument,
  nfeAccessKeyCheckDigit,
  nfeXml,
  Sefaz,
} from "@invoicing/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { NFE_CORPUS, nfeCase } from "../../../testing/einvoice/brazil/nfe-corpus.ts";
import { signedTestNfe, testCertificateFor } from "../../../testing/einvoice/brazil/signed-nfe.ts";
import { testNfeSchemaDirectory } from "../../../testing/standards.ts";
import { makeSandboxAuthorize, sefazSandboxLayer } from "./sefaz-sandbox.ts";
import { signNfe } from "./sign-nfe.ts";
import { verifyNfeSignature } from "./verify-nfe-signature.ts";

const schemaDirectory = testNfeSchemaDirectory;
const now = () => new Date("2026-11-20T10:01:00Z");
const sandbox = () => makeSandboxAuthorize({ schemaDirectory, now });

const input = (build: Partial<Omit<NfeBuildInput, "document">> = {}) =>
  nfeCase({
    seller: "saoPaulo",
    client: "rioCompany",
    items: [{ description: "Mesa", quantity: 1, unitPrice: 50000, taxRate: 0 }],
    build,
  });

const request = (
  signed: string,
  document: NfeDocument,
  fields: Partial<NfeAuthorization> = {},
): NfeAuthorization => ({
  signedXml: signed,
  accessKey: document.accessKey,
  uf: document.issuer.address.uf,
  environment: document.tpAmb === 1 ? "production" : "homologation",
  ...fields,
});

const submit = (
  authorize: ReturnType<typeof sandbox>,
  signed: string,
  document: NfeDocument,
  fields: Partial<NfeAuthorization> = {},
) => Effect.runPromise(authorize(request(signed, document, fields)));

describe("SEFAZ sandbox: authorisation", () => {
  it.each(NFE_CORPUS.map((c) => [c.name, c.input] as const))(
    "authorises %s",
    async (_name, corpusInput) => {
      const { document, signed } = signedTestNfe(corpusInput);
      const result = await submit(sandbox(), signed, document);
      expect(result.answer).toMatchObject({ cStat: "100", xMotivo: "Autorizado o uso da NF-e" });
      expect(result.answer.protocol).toMatch(new RegExp(`^1${document.cUF}26\\d{10}$`, "u"));
      expect(result.answer.authorizedAt).toBe("2026-11-20T10:01:00.000Z");
      expect(result.nfeProcXml).toContain(signed.slice(0, 200));
      expect(result.nfeProcXml).toContain(`<chNFe>${document.accessKey}</chNFe>`);
      expect(verifyNfeSignature(result.nfeProcXml ?? "")).toMatchObject({ valid: true });
      expect(result.responseXml).toContain("<cStat>104</cStat>");
    },
  );

  it("is the Sefaz port through its layer, and reports the service in operation", async () => {
    const { document, signed } = signedTestNfe(input());
    const program = Effect.gen(function* () {
      const sefaz = yield* Sefaz;
      const status = yield* sefaz.serviceStatus("SP", "homologation");
      const result = yield* sefaz.authorize(request(signed, document));
      return [status.cStat, result.answer.cStat];
    });
    const answer = await Effect.runPromise(
      Effect.provide(program, sefazSandboxLayer({ schemaDirectory, now })),
    );
    expect(answer).toEqual(["107", "100"]);
  });
});

describe("SEFAZ sandbox: rejections", () => {
  it("answers a tampered NF-e with 297", async () => {
    const { document, signed } = signedTestNfe(input());
    const tampered = signed
      .replace("<vProd>500.00</vProd>", "<vProd>400.00</vProd>")
      .replace("<vNF>500.00</vNF>", "<vNF>400.00</vNF>");
    const result = await submit(sandbox(), tampered, document);
    expect(result.answer).toEqual({
      cStat: "297",
      xMotivo: "Rejeição: Assinatura difere do calculado",
      protocol: null,
      authorizedAt: null,
    });
    expect(result.nfeProcXml).toBeNull();
  });

  it("answers a wrong access key check digit with 236", async () => {
    const { document, signed } = signedTestNfe(input(), (nfe) => {
      const wrong = (nfeAccessKeyCheckDigit(nfe.accessKey.slice(0, 43)) + 1) % 10;
      return {
        ...nfe,
        accessKey: `${nfe.accessKey.slice(0, 43)}${wrong}` as NfeAccessKey,
        cDV: wrong,
      };
    });
    const result = await submit(sandbox(), signed, document);
    expect(result.answer.cStat).toBe("236");
    expect(result.answer.xMotivo).toBe("Rejeição: Chave de Acesso com dígito verificador inválido");
  });

  it("answers a key that does not match the fields with 502", async () => {
    const { document, signed } = signedTestNfe(input(), (nfe) => ({ ...nfe, nNF: nfe.nNF + 1 }));
    expect((await submit(sandbox(), signed, document)).answer.cStat).toBe("502");
  });

  it("answers 204 for the same NF-e again and 539 for its number under another key", async () => {
    const authorize = sandbox();
    const first = signedTestNfe(input());
    expect((await submit(authorize, first.signed, first.document)).answer.cStat).toBe("100");
    expect((await submit(authorize, first.signed, first.document)).answer.cStat).toBe("204");
    const again = signedTestNfe(input({ cNF: "73920561" }));
    const duplicate = await submit(authorize, again.signed, again.document);
    expect(duplicate.answer.cStat).toBe("539");
    expect(duplicate.answer.xMotivo).toBe(
      `Rejeição: Duplicidade de NF-e com diferença na Chave de Acesso [chNFe: ${first.document.accessKey}]`,
    );
  });

  it("asks the lookup for keys authorised before a restart", async () => {
    const first = signedTestNfe(input());
    const asked: Array<unknown> = [];
    const authorize = makeSandboxAuthorize({
      schemaDirectory,
      now,
      findAuthorizedKey: (number) => {
        asked.push(number);
        return Effect.succeed(first.document.accessKey);
      },
    });
    const again = signedTestNfe(input({ cNF: "73920561" }));
    expect((await submit(authorize, again.signed, again.document)).answer.cStat).toBe("539");
    expect(asked).toEqual([
      { environment: "homologation", issuer: "11222333000181", serie: 1, nNF: 1 },
    ]);
  });

  it("answers 598 for a real recipient name in homologation", async () => {
    const { document, signed } = signedTestNfe(input(), (nfe) => ({
      ...nfe,
      recipient: { ...nfe.recipient, name: "Comercio Carioca Ltda" },
    }));
    expect((await submit(sandbox(), signed, document)).answer.cStat).toBe("598");
  });

  it("answers 215 with xmllint's reason for an NF-e outside the schema", async () => {
    const { document, signed } = signedTestNfe(input());
    const result = await submit(sandbox(), signed.replace("<natOp>Venda</natOp>", ""), document);
    expect(result.answer.cStat).toBe("215");
    expect(result.answer.xMotivo).toMatch(/^Rejeição: Falha no schema XML .*natOp/u);
    expect(result.responseXml).toContain("<cStat>215</cStat>");
    expect(result.responseXml).not.toContain("protNFe");
  });

  it("answers 404 for a prefixed signature", async () => {
    const { document, signed } = signedTestNfe(input());
    const prefixed = signed
      .replace(
        '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">',
        '<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#">',
      )
      .replace(
        /<(\/?)(SignedInfo|CanonicalizationMethod|SignatureMethod|Reference|Transforms|Transform|DigestMethod|DigestValue|SignatureValue|KeyInfo|X509Data|X509Certificate|Signature)\b/gu,
        "<$1ds:$2",
      );
    expect((await submit(sandbox(), prefixed, document)).answer.cStat).toBe("404");
  });

  it("answers 252 when the NF-e's environment is not the one it is sent to", async () => {
    const { document, signed } = signedTestNfe(input());
    expect(
      (await submit(sandbox(), signed, document, { environment: "production" })).answer.cStat,
    ).toBe("252");
  });

  it("answers 226 when sent to another state's authoriser", async () => {
    const { document, signed } = signedTestNfe(input());
    expect((await submit(sandbox(), signed, document, { uf: "RJ" })).answer.cStat).toBe("226");
  });

  it("answers 703 for an NF-e issued in the future", async () => {
    const { document, signed } = signedTestNfe(
      input({ issuedAt: new Date("2026-11-20T12:00:00Z") }),
    );
    expect((await submit(sandbox(), signed, document)).answer.cStat).toBe("703");
  });

  it("answers 213 when the certificate is another company's", async () => {
    const { document } = signedTestNfe(input());
    const other = signedTestNfe(
      nfeCase({
        seller: "beloHorizonte",
        client: "rioCompany",
        items: [{ description: "X", quantity: 1, unitPrice: 100, taxRate: 0 }],
      }),
    );
    const signedByOther = signNfe(nfeXml(document), testCertificateFor(other.document));
    const result = await submit(sandbox(), signedByOther, document);
    expect(result.answer).toMatchObject({
      cStat: "213",
      xMotivo: "Rejeição: CNPJ-Base do Emitente difere do CNPJ-Base do Certificado Digital",
    });
  });

  it("answers 523 for an internal CFOP on an interstate sale, 564 for wrong totals", async () => {
    const cfop = signedTestNfe(input(), (nfe) => ({
      ...nfe,
      items: nfe.items.map((item) => ({ ...item, cfop: "6102" })),
      recipient: {
        ...nfe.recipient,
        address: {
          ...nfe.recipient.address,
          uf: "SP",
          municipalityCode: "3550308",
          municipalityName: "São Paulo",
        },
      },
    }));
    expect((await submit(sandbox(), cfop.signed, cfop.document)).answer.cStat).toBe("523");
    const totals = signedTestNfe(input(), (nfe) => ({
      ...nfe,
      totals: { ...nfe.totals, products: 1 },
    }));
    expect((await submit(sandbox(), totals.signed, totals.document)).answer.cStat).toBe("564");
  });
});
