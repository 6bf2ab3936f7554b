import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fileForm, tinyGif, tinyPng } from "../../testing/images.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

describeEachBackend("logo and user settings routes", (backend) => {
  let server: TestServer;
  let account: TestAccount;
  beforeAll(async () => {
    server = await startTestServer(backend);
    account = await server.signUp();
  }, 60_000);
  afterAll(() => server?.close());

  const upload = (
    bytes: Uint8Array,
    fileName: string,
    type = "application/octet-stream",
    token = account.token,
  ) =>
    server.request("POST", "/api/upload/logo", {
      token,
      body: fileForm("logo", bytes, fileName, type),
    });

  it("stores a PNG named .gif as a PNG and serves it back with its sniffed type", async () => {
    const png = tinyPng();
    const response = await upload(png, "logo.gif", "image/gif");
    expect(response.status).toBe(200);
    const { logoUrl, user } = response.body as { logoUrl: string; user: { logo: string } };
    expect(logoUrl).toMatch(/^\/api\/files\/logos\/[0-9a-f-]{36}\.png$/u);
    expect(user.logo).toBe(logoUrl);
    const served = await server.request("GET", logoUrl, { token: account.token });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.bytes).toEqual(png);
  });

  it("replaces the logo and removes the previous one's file", async () => {
    const first = (await upload(tinyPng(), "a.png")).body as { logoUrl: string };
    const second = await upload(tinyGif(), "b.gif");
    const { logoUrl } = second.body as { logoUrl: string };
    expect(logoUrl).toMatch(/\.gif$/u);
    expect((await server.request("GET", first.logoUrl, { token: account.token })).status).toBe(404);
    expect(
      (await server.request("GET", logoUrl, { token: account.token })).headers.get("content-type"),
    ).toBe("image/gif");
  });

  it("refuses a text file renamed .png with 415 settings.invalidfiletype", async () => {
    const text = new TextEncoder().encode("<svg onload=alert(1)>not an image</svg>");
    const response = await upload(text, "logo.png", "image/png");
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: "settings.invalidfiletype" });
  });

  it("refuses a 3 MB logo with 413 settings.filetoolarge", async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(tinyPng());
    const response = await upload(big, "big.png", "image/png");
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: "settings.filetoolarge" });
  });

  it("refuses an upload without the file (422) and one that is not multipart (415)", async () => {
    const form = new FormData();
    form.append("other", "value");
    const empty = await server.request("POST", "/api/upload/logo", {
      token: account.token,
      body: form,
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ code: "settings.nofileselected" });
    const json = await server.request("POST", "/api/upload/logo", {
      token: account.token,
      json: {},
    });
    expect(json.status).toBe(415);
  });

  it("serves a logo only to its owner, and only the current one", async () => {
    const owner = await server.signUp();
    const { logoUrl } = (await upload(tinyPng(), "x.png", "image/png", owner.token)).body as {
      logoUrl: string;
    };
    const stranger = await server.request("GET", logoUrl, { token: account.token });
    expect(stranger.status).toBe(404);
    expect((await server.request("GET", logoUrl)).status).toBe(401);
    const made = await server.request("GET", "/api/files/logos/..%2F..%2Fetc%2Fpasswd", {
      token: owner.token,
    });
    expect(made.status).toBe(404);
  });

  it("deletes the logo", async () => {
    const owner = await server.signUp();
    const { logoUrl } = (await upload(tinyPng(), "x.png", "image/png", owner.token)).body as {
      logoUrl: string;
    };
    const response = await server.request("DELETE", "/api/upload/logo", { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { logo: null } });
    expect((await server.request("GET", logoUrl, { token: owner.token })).status).toBe(404);
  });

  it("reads and replaces the notification preferences, all on by default", async () => {
    const owner = await server.signUp();
    const read = await server.request("GET", "/api/user/notifications", { token: owner.token });
    expect(read.body).toEqual({
      emailNotifications: true,
      paymentReminders: true,
      overdueNotifications: true,
      newFeatureAnnouncements: true,
      payLinkInInvoiceEmails: true,
    });
    const saved = await server.request("PUT", "/api/user/notifications", {
      token: owner.token,
      json: { emailNotifications: false, paymentReminders: false },
    });
    expect(saved.status).toBe(200);
    const again = await server.request("GET", "/api/user/notifications", { token: owner.token });
    expect(again.body).toEqual({
      emailNotifications: false,
      paymentReminders: false,
      overdueNotifications: true,
      newFeatureAnnouncements: true,
      payLinkInInvoiceEmails: true,
    });
    const wrong = await server.request("PUT", "/api/user/notifications", {
      token: owner.token,
      json: { emailNotifications: "no" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      fields: { emailNotifications: "settings.invalidnotifications" },
    });
  });
});
