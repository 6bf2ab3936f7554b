import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** An attachment as Resend's API receives it: the content base64-encoded. */
export interface ResendAttachment {
  readonly filename: string;
  readonly content: string;
  readonly content_type?: string;
}

/** A `POST /emails` body as Resend's API documents it (snake_case). */
export interface ResendEmailRequest {
  readonly from: string;
  readonly to: string | ReadonlyArray<string>;
  readonly reply_to?: string | ReadonlyArray<string>;
  readonly subject: string;
  readonly text?: string;
  readonly html?: string;
  readonly attachments?: ReadonlyArray<ResendAttachment>;
}

/** A local endpoint speaking Resend's e-mail API, for tests: it keeps what it receives. */
export interface ResendStandIn {
  /** The base URL to give the SDK (`RESEND_BASE_URL`). */
  readonly url: string;
  /** The API key it accepts; any other is answered 401 as Resend would. */
  readonly apiKey: string;
  readonly received: ReadonlyArray<{ readonly id: string; readonly body: ResendEmailRequest }>;
  /** When set, every send is refused with this validation message (422). */
  refusal: string | null;
  close(): Promise<void>;
}

const answer = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

/**
 * Starts an HTTP server on 127.0.0.1 answering `POST /emails` like Resend: `{ id }` with 200 for
 * a well-formed, authorised request; Resend's error body (`statusCode`, `name`, `message`)
 * otherwise.
 */
export const startResendStandIn = async (apiKey = "re_test_key"): Promise<ResendStandIn> => {
  const received: Array<{ id: string; body: ResendEmailRequest }> = [];
  const standIn = {
    url: "",
    apiKey,
    received,
    refusal: null as string | null,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const reply = (text: string, method: string, url: string, authorization: string) => {
    if (method !== "POST" || url !== "/emails") {
      return answer(404, { statusCode: 404, name: "not_found", message: "Not found" });
    }
    if (authorization !== `Bearer ${apiKey}`) {
      return answer(401, {
        statusCode: 401,
        name: "missing_api_key",
        message: "API key is invalid",
      });
    }
    if (standIn.refusal !== null) {
      return answer(422, { statusCode: 422, name: "validation_error", message: standIn.refusal });
    }
    const body = JSON.parse(text) as ResendEmailRequest;
    const id = randomUUID();
    received.push({ id, body });
    return answer(200, { id });
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const { status, body } = reply(
      Buffer.concat(chunks).toString("utf8"),
      request.method ?? "",
      request.url ?? "",
      request.headers.authorization ?? "",
    );
    response.writeHead(status, { "Content-Type": "application/json" }).end(body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
};
