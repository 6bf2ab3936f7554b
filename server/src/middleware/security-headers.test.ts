import type { AddressInfo } from "node:net";
import Koa from "koa";
import { describe, expect, it } from "vitest";
import type { AppState } from "../app/app-state.ts";
import { securityHeaders } from "./security-headers.ts";

/** The headers of an answer to `path` from an app with only the security headers. */
const headersOf = async (stripeElements: boolean, path: string): Promise<Headers> => {
  const app = new Koa<AppState>();
  app.use(securityHeaders({ stripeElements }));
  app.use((ctx) => {
    ctx.body = "ok";
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}${path}`)).headers;
  } finally {
    server.close();
  }
};

const directives = (headers: Headers): Record<string, ReadonlyArray<string>> =>
  Object.fromEntries(
    (headers.get("content-security-policy") ?? "").split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/u);
      return [name, sources];
    }),
  );

describe("securityHeaders", () => {
  it("allows scripts from the app's origin only, and never inline or eval", async () => {
    const policy = directives(await headersOf(false, "/"));
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["frame-src"]).toBeUndefined();
    expect(JSON.stringify(policy)).not.toContain("stripe");
  });

  it("lets Stripe Elements load, frame and call Stripe only when Stripe is configured", async () => {
    const policy = directives(await headersOf(true, "/"));
    expect(policy["script-src"]).toEqual([
      "'self'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
    expect(policy["frame-src"]).toContain("https://js.stripe.com");
    expect(policy["connect-src"]).toEqual(["'self'", "https://api.stripe.com"]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("forbids framing, sniffing and referrers on every answer, and caching of API answers", async () => {
    for (const path of ["/", "/api/anything"]) {
      const headers = await headersOf(false, path);
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("no-referrer");
      expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    }
    expect((await headersOf(false, "/api/anything")).get("cache-control")).toBe("no-store");
    expect((await headersOf(false, "/")).get("cache-control")).toBeNull();
  });
});
