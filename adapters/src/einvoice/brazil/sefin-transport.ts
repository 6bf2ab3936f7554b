import { type Agent, request } from "node:https";
import { gunzipSync, gzipSync } from "node:zlib";
import { type SefazTls, sefazAgent } from "./sefaz-soap.ts";

/** One call to the national API: method, path below the base URL, JSON body. */
export interface SefinRequest {
  readonly method: "GET" | "HEAD" | "POST";
  readonly path: string;
  readonly body: string | null;
}

/** Its answer: HTTP status and body text (JSON). */
export interface SefinResponse {
  readonly status: number;
  readonly body: string;
}

/** Carries calls to a Sefin Nacional: over HTTPS, or straight into the sandbox in process. */
export type SefinTransport = (call: SefinRequest) => Promise<SefinResponse>;

/** XML as the national API carries it in JSON: gzip-compressed, then base64. */
export const toGzipBase64 = (xml: string): string =>
  gzipSync(Buffer.from(xml, "utf8")).toString("base64");

/** The XML inside a gzip+base64 field, byte for byte. */
export const fromGzipBase64 = (text: string): string =>
  gunzipSync(Buffer.from(text, "base64")).toString("utf8");

/** The Sefin Nacional bases of produção restrita (tests, tpAmb 2) and produção (tpAmb 1). */
export const SEFIN_BASE_URLS = {
  homologation: "https://sefin.producaorestrita.nfse.gov.br/SefinNacional",
  production: "https://sefin.nfse.gov.br/SefinNacional",
} as const;

/**
 * Calls over HTTPS to `baseUrl` with the seller's certificate (mutual TLS) through a keep-alive
 * agent, HTTP/1.1 only (Node's https never offers HTTP/2, which the API is reported to refuse on
 * authenticated paths), JSON in and out; gives up after `timeoutMs`.
 */
export const sefinHttpsTransport = (
  baseUrl: string,
  tls: SefazTls,
  timeoutMs: number,
): SefinTransport => {
  const agent: Agent = sefazAgent(tls);
  return (call) =>
    new Promise((resolve, reject) => {
      const body = call.body === null ? null : Buffer.from(call.body, "utf8");
      const outgoing = request(
        `${baseUrl}${call.path}`,
        {
          method: call.method,
          agent,
          timeout: timeoutMs,
          headers: {
            Accept: "application/json",
            ...(body === null
              ? {}
              : { "Content-Type": "application/json", "Content-Length": body.length }),
          },
        },
        (response) => {
          const chunks: Array<Buffer> = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          response.on("error", reject);
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.on("error", reject);
      outgoing.end(body ?? undefined);
    });
};
