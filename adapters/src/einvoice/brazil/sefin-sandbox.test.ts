import { buildDps, type DpsBuildInput, nfeDateTime, nfseCancellationXml } from "@invoicing/core";
import { aDpsInput } from "@invoicing/core/testing/builders";
import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { testNfseSchemaDirectory } from "../../../testing/standards.ts";
import { readPfx } from "./nfe-certificate.ts";
import { validateNfseSchema } from "./nfse-schema-validation.ts";
import { makeSefinClient } from "./sefin-client.ts";
import { makeSefinSandbox, type NfseRegistryEntry } from "./sefin-sandbox.ts";
import { toGzipBase64 } from "./sefin-transport.ts";
import { signDps, signNfseEvent } from "./sign-dps.ts";
import { sandboxCertificate } from "./test-certificate.ts";
import { verifyEnvelopedSignature } from "./verify-nfe-signature.ts";

const now = new Date("2026-11-20T10:00:00Z");
const holder = { companyName: "Serviços Digitais Ltda.", cnpj: "11222333000181" };
const certificate = Result.getOrThrow(
  readPfx(sandboxCertificate(holder, now).pfx, sandboxCertificate(holder, now).password),
);
const PROVIDER: NfseRegistryEntry = {
  name: "Serviços Digitais Ltda.",
  street: "Avenida Paulista",
  number: "1000",
  complement: null,
  district: "Bela Vista",
  municipalityCode: "3550308",
  uf: "SP",
  cep: "01310100",
};

const sandbox = () =>
  makeSefinSandbox({
    schemaDirectory: testNfseSchemaDirectory,
    registry: async (cnpj) => (cnpj === holder.cnpj ? PROVIDER : null),
    now: () => now,
  });

const signed = (input: DpsBuildInput = aDpsInput()) => {
  const built = Result.getOrThrow(buildDps(input));
  return { id: built.id, xml: signDps(built.xml, certificate) };
};

const client = () => {
  const transport = sandbox();
  return makeSefinClient(() => transport);
};

const submit = (sefin: ReturnType<typeof makeSefinClient>, xml: string, id: string) =>
  Effect.runPromise(sefin.submitDps({ signedXml: xml, dpsId: id, environment: "homologation" }));

const cancellation = (accessKey: string) =>
  signNfseEvent(
    nfseCancellationXml({
      tpAmb: 2,
      verAplic: "Invoicing 1.0",
      dhEvento: nfeDateTime(now, "SP"),
      cnpj: holder.cnpj,
      accessKey,
      reason: "1",
      justification: "Erro na emissão da nota fiscal",
    }),
    certificate,
  );

describe("Sefin Nacional sandbox", { timeout: 30_000 }, () => {
  it("issues a signed NFS-e that passes NFSe_v1.01.xsd and embeds the DPS as sent", async () => {
    const sefin = client();
    const dps = signed();
    const result = await submit(sefin, dps.xml, dps.id);
    expect(result.status).toBe("issued");
    expect(result.accessKey).toMatch(/^3550308221122233300018100000000000012611\d{10}$/u);
    const nfse = result.nfseXml ?? "";
    expect(nfse).toContain(dps.xml);
    expect(nfse).toContain(`<infNFSe Id="NFS${result.accessKey}">`);
    expect(nfse).toContain("<vISSQN>2.00</vISSQN>");
    const check = await validateNfseSchema(nfse, testNfseSchemaDirectory, "NFSe_v1.01.xsd");
    expect(check.errors).toEqual([]);
    expect(await Effect.runPromise(sefin.findIssued(dps.id, "homologation"))).toBe(
      result.accessKey,
    );
  });

  it("answers E0714 to a DPS changed after signing", async () => {
    const dps = signed();
    const tampered = dps.xml.replace("<vServ>100.00</vServ>", "<vServ>1.00</vServ>");
    const result = await submit(client(), tampered, dps.id);
    expect(result.status).toBe("rejected");
    expect(result.messages.map((m) => m.code)).toEqual(["E0714"]);
    expect(result.httpStatus).toBe(400);
  });

  it("answers E0004 to a DPS whose Id does not match its municipality, CNPJ, series and number", async () => {
    const built = Result.getOrThrow(buildDps(aDpsInput()));
    const wrongId = built.id.replace(/1$/u, "2");
    const xml = signDps(built.xml.replace(built.id, wrongId), certificate);
    const result = await submit(client(), xml, wrongId);
    expect(result.messages.map((m) => [m.code, m.complement])).toEqual([["E0004", built.id]]);
  });

  it("answers E0008 with the first key to a DPS sent twice", async () => {
    const sefin = client();
    const dps = signed();
    const first = await submit(sefin, dps.xml, dps.id);
    const second = await submit(sefin, dps.xml, dps.id);
    expect(second.status).toBe("rejected");
    expect(second.messages).toEqual([
      expect.objectContaining({ code: "E0008", complement: first.accessKey }),
    ]);
  });

  it("answers E1235 to a DPS that breaks the schema and E0116 to an unregistered provider", async () => {
    const sefin = client();
    const dps = signed();
    const broken = dps.xml.replace("<cTribNac>010701</cTribNac>", "<cTribNac>1.07</cTribNac>");
    expect((await submit(sefin, broken, dps.id)).messages[0]?.code).toBe("E1235");
    const stranger = signed(aDpsInput({ brazil: { cnpj: "06929383000163" } }));
    expect((await submit(sefin, stranger.xml, stranger.id)).messages[0]?.code).toBe("E0116");
  });

  it("answers E0001 to a body that is not gzip+base64 JSON", async () => {
    const answer = await sandbox()({ method: "POST", path: "/nfse", body: "{}" });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).erros[0].codigo).toBe("E0001");
    const production = signed(aDpsInput({ environment: "production" }));
    const wrongEnvironment = await sandbox()({
      method: "POST",
      path: "/nfse",
      body: JSON.stringify({ dpsXmlGZipB64: toGzipBase64(production.xml) }),
    });
    expect(JSON.parse(wrongEnvironment.body).erros[0].codigo).toBe("E0010");
  });

  it("registers a cancellation once, as a signed event that passes evento_v1.01.xsd", async () => {
    const sefin = client();
    const dps = signed();
    const issued = await submit(sefin, dps.xml, dps.id);
    const key = issued.accessKey ?? "";
    const request = cancellation(key);
    const event = await Effect.runPromise(
      sefin.registerEvent({ signedXml: request, accessKey: key, environment: "homologation" }),
    );
    expect(event.status).toBe("registered");
    const eventXml = event.eventXml ?? "";
    expect(eventXml).toContain(request);
    expect(eventXml).toContain(`<infEvento Id="EVT${key}101101001">`);
    const check = await validateNfseSchema(eventXml, testNfseSchemaDirectory, "evento_v1.01.xsd");
    expect(check.errors).toEqual([]);
    const again = await Effect.runPromise(
      sefin.registerEvent({ signedXml: request, accessKey: key, environment: "homologation" }),
    );
    expect(again.messages[0]?.code).toBe("E0841");
    const unknown = await Effect.runPromise(
      sefin.registerEvent({
        signedXml: cancellation("3".repeat(50)),
        accessKey: "3".repeat(50),
        environment: "homologation",
      }),
    );
    expect(unknown.messages[0]?.code).toBe("E0840");
  });

  it("signs the NFS-e over infNFSe, leaving the embedded DPS signature intact", async () => {
    const dps = signed();
    const result = await submit(client(), dps.xml, dps.id);
    const nfse = result.nfseXml ?? "";
    const outer = nfse.slice(nfse.lastIndexOf("<Signature "));
    expect(outer).toContain(`URI="#NFS${result.accessKey}"`);
    expect(
      verifyEnvelopedSignature(dps.xml, "http://www.sped.fazenda.gov.br/nfse", "infDPS"),
    ).toMatchObject({ valid: true });
  });
});
