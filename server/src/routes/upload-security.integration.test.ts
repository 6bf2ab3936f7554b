import { readdir } from "node:fs/promises";
import path from "node:path";
import { MAX_LOGO_BYTES } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseFingerprint } from "../../testing/database-fingerprint.ts";
import { fileForm, tinyGif, tinyPng } from "../../testing/images.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";
import { streamUntilAnswered } from "../../testing/stream-body.ts";
import { MAX_CERTIFICATE_BYTES } from "./brazil-routes.ts";

const text = (value: string) => new TextEncoder().encode(value);
const joined = (...parts: ReadonlyArray<Uint8Array>) =>
  Uint8Array.from(parts.flatMap((part) => [...part]));

/** tinyGif with a comment extension holding `comment`, placed before its image: still a GIF. */
const gifWithComment = (comment: string): Uint8Array => {
  const gif = tinyGif();
  // Header (6), logical screen descriptor (7) and its two-colour table (6) come first.
  const bytes = text(comment);
  const extension = joined(Uint8Array.of(0x21, 0xfe, bytes.length), bytes, Uint8Array.of(0));
  return joined(gif.slice(0, 19), extension, gif.slice(19));
};

/** Every file under `folder`, by path relative to it. */
const filesUnder = async (folder: string): Promise<ReadonlyArray<string>> =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));

describeEachBackend("uploads", (backend) => {
  let server: TestServer;
  let account: TestAccount;
  beforeAll(async () => {
    server = await startTestServer(backend);
    account = await server.signUp();
  }, 60_000);
  afterAll(() => server?.close());

  const upload = (bytes: Uint8Array, fileName = "logo.png", type = "image/png") =>
    server.request("POST", "/api/upload/logo", {
      token: account.token,
      body: fileForm("logo", bytes, fileName, type),
    });

  it("refuses SVG, HTML, polyglots and truncated images by their content, changing nothing", async () => {
    const before = await databaseFingerprint(server);
    const refused: ReadonlyArray<readonly [string, Uint8Array]> = [
      ["svg", text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      [
        "svg with an XML prolog",
        text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      ],
      ["html", text("<!DOCTYPE html><html><script>alert(1)</script></html>")],
      ["GIF header then HTML", text("GIF89a<html><script>alert(1)</script></html>")],
      ["PNG signature then HTML", joined(tinyPng().slice(0, 8), text("<script>alert(1)</script>"))],
      ["whole GIF with HTML appended", joined(tinyGif(), text("<html><script>alert(1)</script>"))],
      ["whole PNG with a ZIP appended", joined(tinyPng(), text("PK\u0003\u0004jar"))],
      ["PNG cut short", tinyPng().slice(0, -13)],
      ["GIF without its trailer", tinyGif().slice(0, -1)],
    ];
    for (const [name, bytes] of refused) {
      const response = await upload(bytes);
      expect(response.status, name).toBe(415);
      expect(response.body, name).toMatchObject({ code: "settings.invalidfiletype" });
    }
    const empty = await upload(new Uint8Array(0));
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ code: "settings.nofileselected" });
    expect(await databaseFingerprint(server)).toEqual(before);
    expect(await filesUnder(path.join(server.dataDir, "files")).catch(() => [])).toEqual([]);
  });

  it("serves an image that hides markup in its metadata only as the image type it is", async () => {
    const polyglot = gifWithComment("<html><script>alert(1)</script></html>");
    const response = await upload(polyglot, "evil.html", "text/html");
    expect(response.status).toBe(200);
    const { logoUrl } = response.body as { logoUrl: string };
    expect(logoUrl).toMatch(/\.gif$/u);
    const served = await server.request("GET", logoUrl, { token: account.token });
    expect(served.headers.get("content-type")).toBe("image/gif");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'self'");
    // Only a request carrying the session's token gets it: a link opened in a browser gets 401.
    expect((await server.request("GET", logoUrl)).status).toBe(401);
  });

  it("never uses the uploaded file name on disk", async () => {
    const names = [
      "../../../../tmp/escaped.png",
      "..\\..\\windows.png",
      "/etc/passwd",
      "con.png",
      `${"a".repeat(300)}.png`,
      "logo.png\u0000.html",
      "ロゴ.png",
    ];
    for (const name of names) expect((await upload(tinyPng(), name)).status, name).toBe(200);
    const stored = await filesUnder(server.dataDir);
    for (const file of stored.filter((file) => file.startsWith("files"))) {
      // The file, and beside it the record of its sniffed type.
      expect(file).toMatch(/^files\/(\.types\/)?logos\/[0-9a-f-]{36}\.(png|gif|jpg)$/u);
    }
    const everywhere = stored.join("\n");
    for (const fragment of ["escaped", "windows", "passwd", "con.png", "aaaa", "ロゴ"]) {
      expect(everywhere).not.toContain(fragment);
    }
  });

  it.each([
    ["/api/upload/logo", "logo", MAX_LOGO_BYTES, "settings.filetoolarge"],
    [
      "/api/sefaz/certificate",
      "certificate",
      MAX_CERTIFICATE_BYTES,
      "brazil.certificate.filetoolarge",
    ],
  ])(
    "cuts %s off past its limit, long before the whole body is sent",
    async (route, field, limit, code) => {
      const boundary = "----fuzzboundary";
      const head = text(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.bin"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
      );
      const total = 64 * 1024 * 1024;
      const answer = await streamUntilAnswered(`${server.url}${route}`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${account.token}`,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
        },
        prefix: head,
        totalBytes: total,
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code });
      // What was sent by the answer: the limit, plus what the sockets' buffers held meanwhile.
      expect(answer.bytesSent).toBeLessThan(limit + 16 * 1024 * 1024);
      expect(answer.bytesSent).toBeLessThan(total / 2);
      expect((await server.request("GET", "/api/health")).status).toBe(200);
    },
  );
});
