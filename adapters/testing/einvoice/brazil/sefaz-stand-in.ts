import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { type NfeAccessKey, type SefazLedger, ufFromIbgeCode } from "@invoicing/core";
import { Effect } from "effect";
import { makeSandboxAuthorize } from "../../../src/einvoice/brazil/sefaz-sandbox.ts";
import { makeSandboxEvents } from "../../../src/einvoice/brazil/sefaz-sandbox-events.ts";
import type { TestPki } from "./test-pki.ts";

/** How the stand-in answers NFeAutorizacao4. */
export type StandInMode = "synchronous" | "asynchronous" | "fault";

/** One call the stand-in received. */
export interface StandInCall {
  readonly path: string;
  readonly contentType: string;
  readonly clientCertificate: string;
  readonly body: string;
}

/** A running stand-in SEFAZ on 127.0.0.1. */
export interface SefazStandIn {
  readonly url: string;
  readonly calls: ReadonlyArray<StandInCall>;
  readonly close: () => Promise<void>;
}

const envelope = (service: string, content: string): string =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope">` +
  `<soap:Body><nfeResultMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/${service}">${content}</nfeResultMsg></soap:Body></soap:Envelope>`;

const FAULT =
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body>` +
  `<soap:Fault><soap:Code><soap:Value>soap:Receiver</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="pt">Servidor indisponível</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>`;

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"';

/**
 * A stand-in for a SEFAZ authoriser, over HTTPS with client certificates required: it reads the
 * SOAP 1.2 calls as SEFAZ does and answers NFeAutorizacao4 with the sandbox's verdict (at once, or
 * 103 then 105 then 104 when asynchronous), RecepcaoEvento and NFeInutilizacao4 with the
 * sandbox's verdict on the event or voiding (what SEFAZ knows from `ledger`), NFeStatusServico4
 * with 107, or a SOAP fault.
 */
export const startSefazStandIn = async (
  pki: TestPki,
  schemaDirectory: string,
  mode: StandInMode,
  ledger?: SefazLedger,
): Promise<SefazStandIn> => {
  const calls: Array<StandInCall> = [];
  const now = () => new Date("2026-11-20T10:01:00Z");
  const authorize = makeSandboxAuthorize({ schemaDirectory, now });
  const events = makeSandboxEvents({
    schemaDirectory,
    now,
    ...(ledger === undefined ? {} : { ledger }),
  });
  let pending: string | null = null;
  let polls = 0;
  const answer = async (action: string, body: string): Promise<[number, string]> => {
    if (action.endsWith("nfeStatusServicoNF")) {
      return [
        200,
        envelope(
          "NFeStatusServico4",
          `<retConsStatServ ${NS}><tpAmb>2</tpAmb><verAplic>STANDIN</verAplic><cStat>107</cStat><xMotivo>Servico em Operacao</xMotivo><cUF>35</cUF><dhRecbto>2026-11-20T07:01:00-03:00</dhRecbto></retConsStatServ>`,
        ),
      ];
    }
    if (mode === "fault") return [500, FAULT];
    const environment = /<tpAmb>1<\/tpAmb>/u.test(body) ? "production" : "homologation";
    if (action.endsWith("nfeRecepcaoEvento")) {
      const signedXml = /<evento xmlns[\s\S]*<\/evento>/u.exec(body)?.[0] ?? "";
      const cOrgao = Number(/<cOrgao>(\d+)<\/cOrgao>/u.exec(signedXml)?.[1]);
      const result = await Effect.runPromise(
        events.sendEvent({ signedXml, uf: ufFromIbgeCode(cOrgao) ?? "SP", environment }),
      );
      return [200, envelope("NFeRecepcaoEvento4", result.responseXml)];
    }
    if (action.endsWith("nfeInutilizacaoNF")) {
      const signedXml = /<inutNFe xmlns[\s\S]*<\/inutNFe>/u.exec(body)?.[0] ?? "";
      const cUF = Number(/<cUF>(\d+)<\/cUF>/u.exec(signedXml)?.[1]);
      const result = await Effect.runPromise(
        events.voidNumbers({ signedXml, uf: ufFromIbgeCode(cUF) ?? "SP", environment }),
      );
      return [200, envelope("NFeInutilizacao4", result.responseXml)];
    }
    if (action.endsWith("nfeRetAutorizacaoLote")) {
      polls += 1;
      if (polls < 2 || pending === null) {
        return [
          200,
          envelope(
            "NFeRetAutorizacao4",
            `<retConsReciNFe ${NS}><tpAmb>2</tpAmb><verAplic>STANDIN</verAplic><nRec>351000000000001</nRec><cStat>105</cStat><xMotivo>Lote em processamento</xMotivo><cUF>35</cUF><dhRecbto>2026-11-20T07:01:00-03:00</dhRecbto></retConsReciNFe>`,
          ),
        ];
      }
      const protNfe = /<protNFe[\s\S]*<\/protNFe>/u.exec(pending)?.[0] ?? "";
      return [
        200,
        envelope(
          "NFeRetAutorizacao4",
          `<retConsReciNFe ${NS}><tpAmb>2</tpAmb><verAplic>STANDIN</verAplic><nRec>351000000000001</nRec><cStat>104</cStat><xMotivo>Lote processado</xMotivo><cUF>35</cUF><dhRecbto>2026-11-20T07:01:00-03:00</dhRecbto>${protNfe}</retConsReciNFe>`,
        ),
      ];
    }
    const signedXml = /<NFe xmlns[\s\S]*<\/NFe>/u.exec(body)?.[0] ?? "";
    const key = (/Id="NFe([0-9A-Z]{44})"/u.exec(signedXml)?.[1] ?? "") as NfeAccessKey;
    const result = await Effect.runPromise(
      authorize({
        signedXml,
        accessKey: key,
        uf: ufFromIbgeCode(Number(key.slice(0, 2))) ?? "SP",
        environment: /<tpAmb>1<\/tpAmb>/u.test(signedXml) ? "production" : "homologation",
      }),
    );
    if (mode === "asynchronous") {
      pending = result.responseXml;
      return [
        200,
        envelope(
          "NFeAutorizacao4",
          `<retEnviNFe ${NS}><tpAmb>2</tpAmb><verAplic>STANDIN</verAplic><cStat>103</cStat><xMotivo>Lote recebido com sucesso</xMotivo><cUF>35</cUF><dhRecbto>2026-11-20T07:01:00-03:00</dhRecbto><infRec><nRec>351000000000001</nRec><tMed>1</tMed></infRec></retEnviNFe>`,
        ),
      ];
    }
    return [200, envelope("NFeAutorizacao4", result.responseXml)];
  };
  const server: Server = createServer(
    {
      key: pki.server.keyPem,
      cert: pki.server.certificatePem,
      ca: pki.caPem,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      const chunks: Array<Buffer> = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const contentType = request.headers["content-type"] ?? "";
        const peer = (request.socket as TLSSocket).getPeerCertificate();
        calls.push({
          path: request.url ?? "",
          contentType,
          clientCertificate: String(peer.subject?.CN ?? ""),
          body,
        });
        const action = /action="([^"]+)"/u.exec(contentType)?.[1] ?? "";
        void answer(action, body).then(([status, text]) => {
          response.writeHead(status, { "Content-Type": "application/soap+xml; charset=utf-8" });
          response.end(text);
        });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
