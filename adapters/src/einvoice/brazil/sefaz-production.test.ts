import { buildNfe, nfeEventXml, nfeVoidingXml, type SefazLedger } from "@invoicing/core";
import { Effect, Result } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { nfeCase } from "../../../testing/einvoice/brazil/nfe-corpus.ts";
import {
  type SefazStandIn,
  type StandInMode,
  startSefazStandIn,
} from "../../../testing/einvoice/brazil/sefaz-stand-in.ts";
import { makeTestPki } from "../../../testing/einvoice/brazil/test-pki.ts";
import { testNfeSchemaDirectory } from "../../../testing/standards.ts";
import { type NfeCertificate, readCertificatePem } from "./nfe-certificate.ts";
import { sefazEndpoints } from "./sefaz-endpoints.ts";
import { makeSefazProduction } from "./sefaz-production.ts";
import { signNfe, signNfeEvent } from "./sign-nfe.ts";

const pki = makeTestPki("MOVEIS PAULISTA LTDA:11222333000181");
const info = readCertificatePem(pki.client.certificatePem);
if (info === null) throw new Error("the test client certificate cannot be read");
const certificate: NfeCertificate = {
  ...info,
  privateKeyPem: pki.client.keyPem,
  certificatePem: pki.client.certificatePem,
  chainPem: [],
};

const built = Result.getOrThrow(
  buildNfe(
    nfeCase({
      seller: "saoPaulo",
      client: "rioCompany",
      items: [{ description: "Mesa", quantity: 1, unitPrice: 50000, taxRate: 0 }],
    }),
  ),
);
const signedXml = signNfe(built.xml, certificate);
const request = {
  signedXml,
  accessKey: built.accessKey,
  uf: "SP",
  environment: "homologation",
} as const;

let standIn: SefazStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const PROTOCOL = "135260000000042";
const ledger: SefazLedger = {
  authorizedNfe: (key) =>
    Effect.succeed(
      key === built.accessKey
        ? { protocol: PROTOCOL, authorizedAt: "2026-11-20T10:00:00.000Z" }
        : null,
    ),
  registeredEvents: () => Effect.succeed([]),
  rangeUse: () => Effect.succeed({ authorized: false, voided: false }),
};

const client = async (mode: StandInMode, trust = true) => {
  standIn = await startSefazStandIn(pki, testNfeSchemaDirectory, mode, ledger);
  const base = standIn.url;
  return makeSefazProduction({
    tls: {
      privateKeyPem: certificate.privateKeyPem,
      certificatePem: certificate.certificatePem,
      chainPem: [],
      trustedCa: trust ? [pki.caPem] : [],
    },
    endpoints: () => ({
      status: `${base}/ws/NfeStatusServico4.asmx`,
      authorization: `${base}/ws/NFeAutorizacao4.asmx`,
      returnAuthorization: `${base}/ws/NFeRetAutorizacao4.asmx`,
      events: `${base}/ws/NFeRecepcaoEvento4.asmx`,
      voiding: `${base}/ws/NFeInutilizacao4.asmx`,
    }),
    pollInterval: "10 millis",
    timeoutMs: 5000,
  });
};

describe("SEFAZ production client against a stand-in over mutual TLS", () => {
  it("sends a SOAP 1.2 enviNFe with the client certificate and keeps the authorised nfeProc", async () => {
    const sefaz = await client("synchronous");
    const result = await Effect.runPromise(sefaz.authorize(request));
    expect(result.answer.cStat).toBe("100");
    expect(result.answer.protocol).toMatch(/^13526\d{10}$/u);
    expect(result.nfeProcXml).toContain(signedXml.slice(signedXml.indexOf("<infNFe")));
    expect(result.nfeProcXml).toMatch(/<protNFe[^>]*><infProt>/u);
    const [call] = standIn?.calls ?? [];
    expect(call?.clientCertificate).toBe("MOVEIS PAULISTA LTDA:11222333000181");
    expect(call?.path).toBe("/ws/NFeAutorizacao4.asmx");
    expect(call?.contentType).toBe(
      'application/soap+xml; charset=utf-8; action="http://www.portalfiscal.inf.br/nfe/wsdl/NFeAutorizacao4/nfeAutorizacaoLote"',
    );
    expect(call?.body).toContain(
      '<soap12:Body><nfeDadosMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeAutorizacao4"><enviNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><idLote>',
    );
    expect(call?.body).toContain("<indSinc>1</indSinc>");
  });

  it("polls NFeRetAutorizacao4 when the authoriser answers asynchronously", async () => {
    const sefaz = await client("asynchronous");
    const result = await Effect.runPromise(sefaz.authorize(request));
    expect(result.answer.cStat).toBe("100");
    expect(standIn?.calls.map((call) => call.path)).toEqual([
      "/ws/NFeAutorizacao4.asmx",
      "/ws/NFeRetAutorizacao4.asmx",
      "/ws/NFeRetAutorizacao4.asmx",
    ]);
    expect(standIn?.calls[1]?.body).toContain(
      '<consReciNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><tpAmb>2</tpAmb><nRec>351000000000001</nRec></consReciNFe>',
    );
  });

  it("passes a rejection on as an answer", async () => {
    const sefaz = await client("synchronous");
    const tampered = signedXml.replace("<vProd>500.00</vProd>", "<vProd>500.01</vProd>");
    const result = await Effect.runPromise(sefaz.authorize({ ...request, signedXml: tampered }));
    expect(result.answer).toEqual({
      cStat: "297",
      xMotivo: "Rejeição: Assinatura difere do calculado",
      protocol: null,
      authorizedAt: null,
    });
    expect(result.nfeProcXml).toBeNull();
  });

  it("sends a cancellation to RecepcaoEvento in an envEvento and keeps the procEventoNFe", async () => {
    const sefaz = await client("synchronous");
    const event = signNfeEvent(
      nfeEventXml({
        kind: "cancellation",
        cOrgao: 35,
        tpAmb: 2,
        issuer: "11222333000181",
        accessKey: built.accessKey,
        dhEvento: "2026-11-20T07:30:00-03:00",
        sequence: 1,
        protocol: PROTOCOL,
        text: "Pedido cancelado pelo cliente",
      }),
      certificate,
    );
    const result = await Effect.runPromise(
      sefaz.sendEvent({ signedXml: event, uf: "SP", environment: "homologation" }),
    );
    expect(result).toMatchObject({ cStat: "135", xMotivo: "Evento registrado e vinculado a NF-e" });
    expect(result.procXml).toMatch(/^<\?xml[^>]*\?><procEventoNFe [^>]*><evento /u);
    const [call] = standIn?.calls ?? [];
    expect(call?.path).toBe("/ws/NFeRecepcaoEvento4.asmx");
    expect(call?.contentType).toContain(
      'action="http://www.portalfiscal.inf.br/nfe/wsdl/NFeRecepcaoEvento4/nfeRecepcaoEvento"',
    );
    expect(call?.body).toContain(
      '<nfeDadosMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeRecepcaoEvento4"><envEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><idLote>',
    );
  });

  it("sends a voiding to NFeInutilizacao4 and keeps the ProcInutNFe", async () => {
    const sefaz = await client("synchronous");
    const voiding = signNfeEvent(
      nfeVoidingXml({
        tpAmb: 2,
        cUF: 35,
        year: 26,
        issuer: "11222333000181",
        serie: 1,
        from: 7,
        to: 9,
        justification: "Numeros pulados por falha do sistema",
      }),
      certificate,
    );
    const result = await Effect.runPromise(
      sefaz.voidNumbers({ signedXml: voiding, uf: "SP", environment: "homologation" }),
    );
    expect(result).toMatchObject({ cStat: "102", xMotivo: "Inutilização de número homologado" });
    expect(result.procXml).toContain("<ProcInutNFe ");
    expect(standIn?.calls[0]?.path).toBe("/ws/NFeInutilizacao4.asmx");
    expect(standIn?.calls[0]?.body).toContain(
      '<nfeDadosMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeInutilizacao4"><inutNFe ',
    );
  });

  it("asks NFeStatusServico4 for the service's state", async () => {
    const sefaz = await client("synchronous");
    expect(await Effect.runPromise(sefaz.serviceStatus("SP", "homologation"))).toEqual({
      cStat: "107",
      xMotivo: "Servico em Operacao",
    });
    expect(standIn?.calls[0]?.body).toContain(
      '<consStatServ xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><tpAmb>2</tpAmb><cUF>35</cUF><xServ>STATUS</xServ></consStatServ>',
    );
  });

  it("fails as SefazUnavailable on a SOAP fault and on an untrusted server", async () => {
    const faulty = await client("fault");
    const fault = await Effect.runPromise(Effect.flip(faulty.authorize(request)));
    expect(fault).toMatchObject({
      _tag: "SefazUnavailable",
      key: "einvoicing.errors.sefazunavailable",
    });
    expect(fault.reason).toContain("Servidor indisponível");
    await standIn?.close();
    const untrusting = await client("synchronous", false);
    const tls = await Effect.runPromise(
      Effect.flip(untrusting.serviceStatus("SP", "homologation")),
    );
    expect(tls.reason).toMatch(/certificate/iu);
  });
});

describe("sefazEndpoints", () => {
  it("sends each state to its authoriser", () => {
    expect(sefazEndpoints("SP", "homologation").authorization).toBe(
      "https://homologacao.nfe.fazenda.sp.gov.br/ws/nfeautorizacao4.asmx",
    );
    expect(sefazEndpoints("RJ", "homologation").authorization).toBe(
      "https://nfe-homologacao.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx",
    );
    expect(sefazEndpoints("MA", "production").status).toBe(
      "https://www.sefazvirtual.fazenda.gov.br/NFeStatusServico4/NFeStatusServico4.asmx",
    );
    expect(sefazEndpoints("MG", "production").returnAuthorization).toBe(
      "https://nfe.fazenda.mg.gov.br/nfe2/services/NFeRetAutorizacao4",
    );
    expect(sefazEndpoints("RJ", "homologation").events).toBe(
      "https://nfe-homologacao.svrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx",
    );
    expect(sefazEndpoints("SP", "production").voiding).toBe(
      "https://nfe.fazenda.sp.gov.br/ws/nfeinutilizacao4.asmx",
    );
  });
});
