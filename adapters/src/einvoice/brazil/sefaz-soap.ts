import { Agent, request } from "node:https";
import { rootCertificates } from "node:tls";
import { SefazUnavailable } from "@invoicing/core";
import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import { Effect } from "effect";

const SOAP12 = "http://www.w3.org/2003/05/soap-envelope";
const NFE = "http://www.portalfiscal.inf.br/nfe";
const WSDL = "http://www.portalfiscal.inf.br/nfe/wsdl";

/** An NF-e 4.00 web service operation: its WSDL name and its SOAP method. */
export interface SefazOperation {
  readonly service:
    | "NFeAutorizacao4"
    | "NFeRetAutorizacao4"
    | "NFeStatusServico4"
    | "NFeRecepcaoEvento4"
    | "NFeInutilizacao4";
  readonly method:
    | "nfeAutorizacaoLote"
    | "nfeRetAutorizacaoLote"
    | "nfeStatusServicoNF"
    | "nfeRecepcaoEvento"
    | "nfeInutilizacaoNF";
}

/**
 * The SOAP 1.2 envelope of an NF-e 4.00 call: the message in `nfeDadosMsg` of the service's WSDL
 * namespace, no `nfeCabecMsg` header (dropped in 4.00).
 */
export const soapEnvelope = (operation: SefazOperation, message: string): string =>
  `<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
  `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap12="${SOAP12}"><soap12:Body>` +
  `<nfeDadosMsg xmlns="${WSDL}/${operation.service}">${message}</nfeDadosMsg></soap12:Body></soap12:Envelope>`;

/** The Content-Type SEFAZ expects, carrying the SOAP action. */
export const soapContentType = (operation: SefazOperation): string =>
  `application/soap+xml; charset=utf-8; action="${WSDL}/${operation.service}/${operation.method}"`;

/** The TLS identity and trust of the client: the seller's A1 certificate both signs and connects. */
export interface SefazTls {
  readonly privateKeyPem: string;
  readonly certificatePem: string;
  readonly chainPem: ReadonlyArray<string>;
  /**
   * CA certificates (PEM) to trust besides Node's: SEFAZ servers present ICP-Brasil chains that
   * the Mozilla store Node ships lacks ("unable to get local issuer certificate").
   */
  readonly trustedCa: ReadonlyArray<string>;
}

/** A keep-alive HTTPS agent presenting the seller's certificate (mutual TLS). */
export const sefazAgent = (tls: SefazTls): Agent =>
  new Agent({
    keepAlive: true,
    key: tls.privateKeyPem,
    cert: [tls.certificatePem, ...tls.chainPem].join("\n"),
    ...(tls.trustedCa.length > 0 ? { ca: [...rootCertificates, ...tls.trustedCa] } : {}),
  });

/** Posts one SOAP call and gives back the response body; HTTP and network failures are SefazUnavailable. */
export const postSoap = (
  url: string,
  operation: SefazOperation,
  message: string,
  agent: Agent,
  timeoutMs: number,
): Effect.Effect<string, SefazUnavailable> =>
  Effect.tryPromise({
    try: (signal) =>
      new Promise<string>((resolve, reject) => {
        const body = Buffer.from(soapEnvelope(operation, message), "utf8");
        const call = request(
          url,
          {
            method: "POST",
            agent,
            signal,
            timeout: timeoutMs,
            headers: { "Content-Type": soapContentType(operation), "Content-Length": body.length },
          },
          (response) => {
            const chunks: Array<Buffer> = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => {
              const text = Buffer.concat(chunks).toString("utf8");
              const status = response.statusCode ?? 0;
              // SOAP faults come with 500 and a body worth reading.
              if (status >= 200 && status < 300) resolve(text);
              else reject(new Error(`HTTP ${status}: ${faultText(text) ?? text.slice(0, 200)}`));
            });
            response.on("error", reject);
          },
        );
        call.on("timeout", () => call.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        call.on("error", reject);
        call.end(body);
      }),
    catch: (error) =>
      new SefazUnavailable({
        reason: `${operation.service}: ${error instanceof Error ? error.message : String(error)}`,
      }),
  });

const parse = (xml: string): Document =>
  new DOMParser({
    errorHandler: { warning: () => {}, error: () => {}, fatalError: () => {} },
  }).parseFromString(xml, "text/xml");

const faultText = (xml: string): string | null => {
  const reason = parse(xml).getElementsByTagNameNS(SOAP12, "Text").item(0)?.textContent;
  return reason === undefined || reason === null ? null : reason.trim();
};

/** An NF-e namespace element read out of a SOAP answer. */
export interface SefazElement {
  /** The element as XML, with its namespace declared. */
  readonly xml: string;
  /** The text of its first descendant `name`, "" when absent. */
  readonly text: (name: string) => string;
  /** Its first descendant `name`, if any. */
  readonly child: (name: string) => SefazElement | null;
}

const wrap = (element: Element): SefazElement => ({
  xml: new XMLSerializer().serializeToString(element),
  text: (name) => element.getElementsByTagNameNS(NFE, name).item(0)?.textContent?.trim() ?? "",
  child: (name) => {
    const found = element.getElementsByTagNameNS(NFE, name).item(0);
    return found === null ? null : wrap(found);
  },
});

/**
 * The NF-e answer element (`retEnviNFe`, `retConsReciNFe`, `retConsStatServ`, `retEnvEvento`,
 * `retInutNFe`) in a SOAP response.
 */
export const soapResult = (
  response: string,
  name: string,
): Effect.Effect<SefazElement, SefazUnavailable> => {
  const element = parse(response).getElementsByTagNameNS(NFE, name).item(0);
  return element === null
    ? Effect.fail(
        new SefazUnavailable({ reason: `no ${name} in the answer: ${response.slice(0, 200)}` }),
      )
    : Effect.succeed(wrap(element));
};
