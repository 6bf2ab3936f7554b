import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import type { SefinTransport } from "../../../src/einvoice/brazil/sefin-transport.ts";
import type { TestPki } from "./test-pki.ts";

/** One call the stand-in received. */
export interface SefinStandInCall {
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly httpVersion: string;
  readonly clientCertificate: string;
  readonly body: string;
}

/** A running stand-in Sefin Nacional on 127.0.0.1. */
export interface SefinStandIn {
  /** The base URL, as `…/SefinNacional`. */
  readonly url: string;
  readonly calls: ReadonlyArray<SefinStandInCall>;
  readonly close: () => Promise<void>;
}

/**
 * A stand-in for the Sefin Nacional over HTTPS with client certificates required (mutual TLS),
 * answering below `/SefinNacional` with `answer` (the sandbox, or a fixed reply).
 */
export const startSefinStandIn = async (
  pki: TestPki,
  answer: SefinTransport,
): Promise<SefinStandIn> => {
  const calls: Array<SefinStandInCall> = [];
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
        const path = (request.url ?? "").replace(/^\/SefinNacional/u, "");
        const peer = (request.socket as TLSSocket).getPeerCertificate();
        calls.push({
          method: request.method ?? "",
          path,
          contentType: request.headers["content-type"] ?? "",
          httpVersion: request.httpVersion,
          clientCertificate: String(peer.subject?.CN ?? ""),
          body,
        });
        const method =
          request.method === "POST" || request.method === "HEAD" ? request.method : "GET";
        answer({ method, path, body: body === "" ? null : body }).then(
          (reply) => {
            response.writeHead(reply.status, { "Content-Type": "application/json" });
            response.end(reply.body);
          },
          () => {
            response.writeHead(500);
            response.end();
          },
        );
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/SefinNacional`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
