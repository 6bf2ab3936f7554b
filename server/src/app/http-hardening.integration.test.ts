import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";
import { streamUntilAnswered } from "../../testing/stream-body.ts";
import { errorMessage } from "../i18n/error-message.ts";
import { routeTable } from "../routes/route-table.ts";

const MB = 1024 * 1024;
/** What loopback sockets may hold between the client's writes and the server's answer. */
const SOCKET_SLACK = 16 * MB;
const TOTAL = 64 * MB;
const webhook = routeTable.find((route) => route.path === "/api/payments/webhook");
const WEBHOOK_MAX_BYTES = webhook?.rawBody?.maxBytes ?? 0;

describeEachBackend("HTTP hardening", (backend) => {
  let server: TestServer;
  let account: TestAccount;
  beforeAll(async () => {
    server = await startTestServer(backend);
    account = await server.signUp();
  }, 60_000);
  afterAll(() => server?.close());

  it("grants no other origin access: no CORS header, even to a preflight", async () => {
    const origin = "https://evil.example";
    const answers = [
      await server.request("GET", "/api/health", { headers: { Origin: origin } }),
      await server.request("GET", "/api/auth/me", {
        token: account.token,
        headers: { Origin: origin },
      }),
      await server.request("OPTIONS", "/api/invoices", {
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization, content-type",
        },
      }),
    ];
    for (const answer of answers) {
      const granted = [...answer.headers.keys()].filter((name) =>
        name.startsWith("access-control-"),
      );
      expect(granted).toEqual([]);
    }
    expect(answers[2]?.status).toBeGreaterThanOrEqual(400);
  });

  it("answers an internal failure with no stack, SQL or table name, and logs nothing into it", async () => {
    await server.sql("alter table clients rename to clients_hidden");
    try {
      const response = await server.request("GET", "/api/clients", { token: account.token });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        success: false,
        code: "common.errors.internal",
        message: errorMessage("common.errors.internal", "en"),
        fields: {},
        requestId: response.headers.get("x-request-id"),
      });
      const text = new TextDecoder().decode(response.bytes);
      for (const leak of ["clients", "select", "relation", "at ", ".ts", "Error", "stack"]) {
        expect(text).not.toContain(leak);
      }
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/u);
    } finally {
      await server.sql("alter table clients_hidden rename to clients");
    }
    expect((await server.request("GET", "/api/clients", { token: account.token })).status).toBe(
      200,
    );
  });

  const stream = (path: string, headers: Readonly<Record<string, string>>, prefix?: Uint8Array) =>
    streamUntilAnswered(`${server.url}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${account.token}`, ...headers },
      ...(prefix === undefined ? {} : { prefix }),
      totalBytes: TOTAL,
    });

  it.each([
    [
      "a JSON body streamed without a length",
      "/api/clients",
      { "Content-Type": "application/json" },
      413,
      "common.errors.payloadtoolarge",
      MB,
    ],
    [
      "a JSON body announcing its 64 MB",
      "/api/clients",
      { "Content-Type": "application/json", "Content-Length": String(TOTAL) },
      413,
      "common.errors.payloadtoolarge",
      0,
    ],
    [
      "a form body",
      "/api/clients",
      { "Content-Type": "application/x-www-form-urlencoded" },
      415,
      "common.errors.unsupportedmediatype",
      0,
    ],
    [
      "a text body",
      "/api/auth/login",
      { "Content-Type": "text/plain" },
      415,
      "common.errors.unsupportedmediatype",
      0,
    ],
    [
      "a multipart body where JSON belongs",
      "/api/clients",
      { "Content-Type": "multipart/form-data; boundary=x" },
      415,
      "common.errors.unsupportedmediatype",
      0,
    ],
    [
      "a webhook body streamed without a length",
      "/api/payments/webhook",
      { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" },
      413,
      "common.errors.payloadtoolarge",
      WEBHOOK_MAX_BYTES,
    ],
    [
      "a webhook body announcing its 64 MB",
      "/api/payments/webhook",
      { "Content-Type": "application/json", "Content-Length": String(TOTAL) },
      413,
      "common.errors.payloadtoolarge",
      0,
    ],
  ] as const)(
    "cuts off %s long before it is all sent",
    async (_, path, headers, status, code, limit) => {
      const answer = await stream(path, headers, new TextEncoder().encode('{"name":"'));
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toMatchObject({ code });
      expect(answer.bytesSent).toBeLessThan(limit + SOCKET_SLACK);
      expect((await server.request("GET", "/api/health")).status).toBe(200);
    },
  );

  it("refuses a request line or headers over 16 KB before any route runs", async () => {
    const longUrl = await fetch(`${server.url}/api/invoices?q=${"x".repeat(20_000)}`);
    expect(longUrl.status).toBe(431);
    const longHeader = await fetch(`${server.url}/api/health`, {
      headers: { "X-Padding": "x".repeat(20_000) },
    });
    expect(longHeader.status).toBe(431);
  });
});
