import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/start-test-server.ts";
import { JSON_BODY_LIMIT } from "./create-app.ts";

describeEachBackend("the app", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  it("answers the health check while the database is up", async () => {
    const response = await server.request("GET", "/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
  });

  it("sets the security headers on every answer, errors included", async () => {
    for (const path of ["/api/health", "/api/nothing-here", "/"]) {
      const { headers } = await server.request("GET", path);
      expect(headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(headers.get("content-security-policy"), path).toContain("script-src 'self'");
      expect(headers.get("content-security-policy"), path).not.toContain(
        "unsafe-inline' 'self'; script",
      );
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(headers.get("x-powered-by"), path).toBeNull();
    }
  });

  it("forbids caching API answers", async () => {
    const { headers } = await server.request("GET", "/api/health");
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("gives every request an id, keeping a sane one the caller sent", async () => {
    const fresh = await server.request("GET", "/api/health");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/u);
    const kept = await server.request("GET", "/api/health", {
      headers: { "X-Request-Id": "lb-42" },
    });
    expect(kept.headers.get("x-request-id")).toBe("lb-42");
    const replaced = await server.request("GET", "/api/health", {
      headers: { "X-Request-Id": "evil\tvalue with spaces" },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/u);
  });

  it("answers 404 JSON for an /api path no route takes", async () => {
    const response = await server.request("GET", "/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      success: false,
      code: "common.errors.notfound",
      message: "There is nothing at this address.",
      fields: {},
      requestId: response.headers.get("x-request-id"),
    });
  });

  it("answers 405 for a known path with another method", async () => {
    const response = await server.request("DELETE", "/api/health");
    expect(response.status).toBe(405);
    expect(response.body).toMatchObject({ code: "common.errors.methodnotallowed" });
  });

  it("writes the error message in the language of Accept-Language", async () => {
    const response = await server.request("GET", "/api/nothing-here", {
      headers: { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" },
    });
    expect(response.body).toMatchObject({ message: "Unter dieser Adresse gibt es nichts." });
  });

  it("refuses JSON that does not parse with 400", async () => {
    const response = await server.request("POST", "/api/auth/login", {
      body: '{"email": "a@b.c", "password": ',
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: "common.errors.malformedjson" });
  });

  it(`refuses a JSON body over ${JSON_BODY_LIMIT} with 413`, async () => {
    const response = await server.request("POST", "/api/auth/login", {
      json: { email: "a@b.c", password: "x".repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: "common.errors.payloadtoolarge" });
  });

  it("refuses a body that is not JSON where JSON is expected with 415", async () => {
    const response = await server.request("POST", "/api/auth/login", {
      body: "email=a@b.c&password=secret",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: "common.errors.unsupportedmediatype" });
  });

  it("decodes a missing body as an empty one and names every missing field (422)", async () => {
    const response = await server.request("POST", "/api/auth/login");
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: "common.errors.validation",
      fields: { email: "auth.emailrequired", password: "auth.passwordrequired" },
    });
  });

  it("says how to build the interface when there is no build", async () => {
    const response = await server.request("GET", "/invoices/123");
    expect(response.status).toBe(404);
    expect(String(response.body)).toContain("npm run build -w ui");
  });
});
