import { buildNfe, NfeCredentials, type NfeSigner } from "@invoicing/core";
import { Effect, Result } from "effect";
import forge from "node-forge";
import { afterEach, describe, expect, it } from "vitest";
import { nfeCase } from "../../../testing/einvoice/brazil/nfe-corpus.ts";
import {
  type SefazStandIn,
  startSefazStandIn,
} from "../../../testing/einvoice/brazil/sefaz-stand-in.ts";
import { makeTestPki, type TestPki } from "../../../testing/einvoice/brazil/test-pki.ts";
import { testNfeSchemaDirectory, testNfseSchemaDirectory } from "../../../testing/standards.ts";
import { type NfeCredentialsOptions, nfeCredentialsLayer } from "./nfe-credentials-layer.ts";
import { verifyNfeSignature } from "./verify-nfe-signature.ts";

const PASSWORD = "senha-do-certificado";
const OWNER = "6f1d2c1e-9d0b-4c55-8d5e-2f4b1a7c9e01";
const VAULT_KEY = new Uint8Array(32).fill(7);
const ISSUED = "2026-11-20T10:00:30.000Z";

/** The PKI's client identity packed as an A1 certificate would be: a PFX with its password. */
const pfxOf = (pki: TestPki): Uint8Array => {
  const key = forge.pki.privateKeyFromPem(pki.client.keyPem);
  const certificate = forge.pki.certificateFromPem(pki.client.certificatePem);
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], PASSWORD, { algorithm: "3des" });
  return Uint8Array.from(Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"));
};

const pki = makeTestPki("MOVEIS PAULISTA LTDA:11222333000181");
const built = Result.getOrThrow(
  buildNfe(
    nfeCase({
      seller: "saoPaulo",
      client: "rioCompany",
      items: [{ description: "Mesa", quantity: 1, unitPrice: 50000, taxRate: 0 }],
    }),
  ),
);
const authorization = {
  accessKey: built.accessKey,
  uf: "SP",
  environment: "homologation",
} as const;
const noEarlierKey = () => Effect.succeed(null);

const withCredentials = <A, E>(
  options: Partial<NfeCredentialsOptions>,
  use: (credentials: (typeof NfeCredentials)["Service"]) => Effect.Effect<A, E>,
) =>
  Effect.runPromise(
    NfeCredentials.use(use).pipe(
      Effect.provide(
        nfeCredentialsLayer({
          vaultKey: VAULT_KEY,
          schemaDirectory: testNfeSchemaDirectory,
          nfseSchemaDirectory: testNfseSchemaDirectory,
          trustedCa: null,
          ...options,
        }),
      ),
      Effect.result,
    ),
  );

const seal = (options: Partial<NfeCredentialsOptions> = {}, from: TestPki = pki) =>
  withCredentials(options, (credentials) =>
    credentials.seal({
      owner: OWNER,
      pfx: pfxOf(from),
      password: PASSWORD,
      issuerCnpj: "11222333000181",
      now: ISSUED,
    }),
  );

let standIn: SefazStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

describe("NfeCredentials", () => {
  it("seals a checked certificate and tells its holder and validity", async () => {
    const sealed = Result.getOrThrow(await seal());
    expect(sealed.sealed).toMatch(/^v1\./u);
    expect(sealed.sealed).not.toContain(PASSWORD);
    expect(sealed).toMatchObject({
      subject: "MOVEIS PAULISTA LTDA:11222333000181",
      cnpj: "11222333000181",
    });
  });

  it("refuses to seal without a vault key, and a certificate that names no CNPJ", async () => {
    const noKey = await seal({ vaultKey: null });
    expect(Result.isFailure(noKey) && noKey.failure._tag).toBe("CertificateVaultUnavailable");
    const anonymous = await seal({}, makeTestPki("EMPRESA SEM CNPJ"));
    expect(Result.isFailure(anonymous) && anonymous.failure._tag).toBe("CertificateNotIssuers");
  });

  it("signs with the sealed certificate and submits over mutual TLS to the production SEFAZ", async () => {
    const sealed = Result.getOrThrow(await seal()).sealed;
    standIn = await startSefazStandIn(pki, testNfeSchemaDirectory, "synchronous");
    const base = standIn.url;
    const signer: NfeSigner = {
      kind: "seller",
      sealed,
      owner: OWNER,
      issuerCnpj: "11222333000181",
    };
    const result = await withCredentials(
      {
        trustedCa: [pki.caPem],
        endpoints: () => ({
          status: `${base}/ws/NfeStatusServico4.asmx`,
          authorization: `${base}/ws/NFeAutorizacao4.asmx`,
          returnAuthorization: `${base}/ws/NFeRetAutorizacao4.asmx`,
          events: `${base}/ws/NFeRecepcaoEvento4.asmx`,
          voiding: `${base}/ws/NFeInutilizacao4.asmx`,
        }),
      },
      (credentials) =>
        Effect.gen(function* () {
          expect(credentials.productionAvailable).toBe(true);
          const channel = yield* credentials.open(signer, {
            now: ISSUED,
            findAuthorizedKey: noEarlierKey,
          });
          const signedXml = channel.sign(built.xml);
          expect(verifyNfeSignature(signedXml).valid).toBe(true);
          return yield* channel.sefaz.authorize({ signedXml, ...authorization });
        }),
    );
    expect(Result.getOrThrow(result).answer.cStat).toBe("100");
    expect(standIn.calls[0]?.clientCertificate).toBe("MOVEIS PAULISTA LTDA:11222333000181");
  });

  it("does not open a certificate sealed for another owner", async () => {
    const sealed = Result.getOrThrow(await seal()).sealed;
    const result = await withCredentials({ trustedCa: [pki.caPem] }, (credentials) =>
      credentials.open(
        { kind: "seller", sealed, owner: "another-owner", issuerCnpj: "11222333000181" },
        { now: ISSUED, findAuthorizedKey: noEarlierKey },
      ),
    );
    expect(Result.isFailure(result) && result.failure._tag).toBe("CertificateUnreadable");
  });

  it("signs sandbox NF-e with a certificate generated for the issuer and answers like homologation", async () => {
    const result = await withCredentials({}, (credentials) =>
      Effect.gen(function* () {
        expect(credentials.productionAvailable).toBe(false);
        const channel = yield* credentials.open(
          { kind: "sandbox", companyName: built.document.issuer.name, cnpj: "11222333000181" },
          { now: new Date().toISOString(), findAuthorizedKey: noEarlierKey },
        );
        return yield* channel.sefaz.authorize({
          signedXml: channel.sign(built.xml),
          ...authorization,
        });
      }),
    );
    expect(Result.getOrThrow(result).answer).toMatchObject({ cStat: "100" });
  });
});
