import { buildDps, SefinNacional } from "@invoicing/core";
import { aDpsInput } from "@invoicing/core/testing/builders";
import { Effect, Result } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import {
  type SefinStandIn,
  startSefinStandIn,
} from "../../../testing/einvoice/brazil/sefin-stand-in.ts";
import { makeTestPki } from "../../../testing/einvoice/brazil/test-pki.ts";
import { testNfseSchemaDirectory } from "../../../testing/standards.ts";
import { type NfeCertificate, readCertificatePem } from "./nfe-certificate.ts";
import { sefinProductionLayer } from "./sefin-client.ts";
import { makeSefinSandbox } from "./sefin-sandbox.ts";
import { fromGzipBase64 } from "./sefin-transport.ts";
import { signDps } from "./sign-dps.ts";

const pki = makeTestPki("SERVICOS DIGITAIS LTDA:11222333000181");
const info = readCertificatePem(pki.client.certificatePem);
if (info === null) throw new Error("the test client certificate cannot be read");
const certificate: NfeCertificate = {
  ...info,
  privateKeyPem: pki.client.keyPem,
  certificatePem: pki.client.certificatePem,
  chainPem: [],
};
const built = Result.getOrThrow(buildDps(aDpsInput()));
const signedXml = signDps(built.xml, certificate);
const now = new Date("2026-11-20T10:00:00Z");

let standIn: SefinStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const run = <A, E>(
  url: string,
  tls: { readonly privateKeyPem: string; readonly certificatePem: string },
  use: (sefin: (typeof SefinNacional)["Service"]) => Effect.Effect<A, E>,
) =>
  Effect.runPromise(
    Effect.gen(function* () {
      return yield* use(yield* SefinNacional);
    }).pipe(
      Effect.provide(
        sefinProductionLayer({
          tls: { ...tls, chainPem: [], trustedCa: [pki.caPem] },
          baseUrls: { homologation: url, production: `${url}/unused` },
          timeoutMs: 5_000,
        }),
      ),
    ),
  );

const sandbox = () =>
  makeSefinSandbox({
    schemaDirectory: testNfseSchemaDirectory,
    registry: async () => ({
      name: "Serviços Digitais Ltda.",
      street: "Avenida Paulista",
      number: "1000",
      complement: null,
      district: "Bela Vista",
      municipalityCode: "3550308",
      uf: "SP",
      cep: "01310100",
    }),
    now: () => now,
  });

describe("Sefin Nacional production client", { timeout: 30_000 }, () => {
  it("posts the DPS gzip+base64 in JSON over HTTP/1.1 with the client certificate and keeps the NFS-e", async () => {
    standIn = await startSefinStandIn(pki, sandbox());
    const url = standIn.url;
    const result = await run(url, certificate, (sefin) =>
      sefin.submitDps({ signedXml, dpsId: built.id, environment: "homologation" }),
    );
    expect(result.status).toBe("issued");
    expect(result.nfseXml).toContain(signedXml);
    const [call] = standIn.calls;
    expect(call).toMatchObject({
      method: "POST",
      path: "/nfse",
      contentType: "application/json",
      httpVersion: "1.1",
      clientCertificate: "SERVICOS DIGITAIS LTDA:11222333000181",
    });
    expect(fromGzipBase64(JSON.parse(call?.body ?? "{}").dpsXmlGZipB64)).toBe(signedXml);
    const key = await run(url, certificate, (sefin) => sefin.findIssued(built.id, "homologation"));
    expect(key).toBe(result.accessKey);
    const missing = await run(url, certificate, (sefin) =>
      sefin.findIssued(built.id.replace(/1$/u, "9"), "homologation"),
    );
    expect(missing).toBeNull();
  });

  it("reads a rejection's errors from a 400 answer", async () => {
    standIn = await startSefinStandIn(pki, sandbox());
    const url = standIn.url;
    const result = await run(url, certificate, (sefin) =>
      sefin.submitDps({
        signedXml: signedXml.replace("<vServ>100.00</vServ>", "<vServ>9.00</vServ>"),
        dpsId: built.id,
        environment: "homologation",
      }),
    );
    expect(result).toMatchObject({ status: "rejected", httpStatus: 400 });
    expect(result.messages[0]?.code).toBe("E0714");
  });

  it("fails with SefinUnavailable when the server refuses the certificate (403) or the TLS handshake", async () => {
    standIn = await startSefinStandIn(pki, async () => ({ status: 403, body: "" }));
    const url = standIn.url;
    const refused = await run(url, certificate, (sefin) =>
      Effect.flip(sefin.submitDps({ signedXml, dpsId: built.id, environment: "homologation" })),
    );
    expect(refused).toMatchObject({ _tag: "SefinUnavailable" });
    const stranger = makeTestPki("OUTRA EMPRESA:06929383000163");
    const handshake = await run(
      url,
      { privateKeyPem: stranger.client.keyPem, certificatePem: stranger.client.certificatePem },
      (sefin) =>
        Effect.flip(sefin.submitDps({ signedXml, dpsId: built.id, environment: "homologation" })),
    );
    expect(handshake).toMatchObject({ _tag: "SefinUnavailable" });
  });
});
