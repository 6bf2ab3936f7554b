import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/start-test-server.ts";

describe("serving the built SPA", () => {
  let server: TestServer;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-spa-"));
    await mkdir(path.join(spaDir, "assets"));
    await writeFile(path.join(spaDir, "index.html"), "<!doctype html><title>app</title>");
    await writeFile(path.join(spaDir, "pay.html"), "<!doctype html><title>pay</title>");
    await writeFile(path.join(spaDir, "assets", "index-abc123.js"), "console.log(1)");
    await writeFile(path.join(spaDir, "favicon.svg"), "<svg/>");
    await writeFile(path.join(os.tmpdir(), "secret-beside-spa.txt"), "secret");
    server = await startTestServer("pglite", { spaDir });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(spaDir, { recursive: true, force: true });
    await rm(path.join(os.tmpdir(), "secret-beside-spa.txt"), { force: true });
  });

  it("serves index.html for / and for any path the SPA routes itself", async () => {
    for (const pathname of ["/", "/invoices/123/edit", "/login?next=%2F"]) {
      const response = await server.request("GET", pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("content-type"), pathname).toContain("text/html");
      expect(response.headers.get("cache-control"), pathname).toBe("no-cache");
      expect(response.body, pathname).toContain("<title>app</title>");
    }
  });

  it("serves the pay page's own entry for a pay link's address, and only for it", async () => {
    const link = await server.request("GET", "/pay/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
    expect(link.status).toBe(200);
    expect(link.body).toContain("<title>pay</title>");
    for (const pathname of ["/pay", "/pay/a/b", "/payments"]) {
      expect((await server.request("GET", pathname)).body, pathname).toContain(
        "<title>app</title>",
      );
    }
  });

  it("serves hashed assets with a year-long immutable cache, other files revalidated", async () => {
    const asset = await server.request("GET", "/assets/index-abc123.js");
    expect(asset.headers.get("content-type")).toContain("text/javascript");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const icon = await server.request("GET", "/favicon.svg");
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });

  it("never serves a file outside its folder", async () => {
    for (const pathname of [
      "/../secret-beside-spa.txt",
      "/%2e%2e/secret-beside-spa.txt",
      "/..%2fsecret-beside-spa.txt",
    ]) {
      const response = await server.request("GET", pathname);
      expect(String(response.body), pathname).not.toContain("secret");
    }
  });

  it("keeps answering unknown /api paths with JSON", async () => {
    const response = await server.request("GET", "/api/nope");
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: "common.errors.notfound" });
  });
});
