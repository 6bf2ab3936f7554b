import { describe, expect, it } from "vitest";
import { aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { asciiBytes, GIF, PNG } from "../../testing/sample-images.ts";
import { deleteLogo } from "./delete-logo.ts";
import { getLogoFile } from "./get-logo-file.ts";
import { registerUser } from "./register-user.ts";
import { uploadLogo } from "./upload-logo.ts";

const withAccount = async () => {
  const ports = inMemoryPorts();
  const { user } = await ports.run(registerUser(aRegistration()));
  return { ports, userId: user.id };
};

describe("uploadLogo", () => {
  it("stores the image under a fresh key and points the account's logo at it", async () => {
    const { ports, userId } = await withAccount();
    const { user, logoUrl } = await ports.run(uploadLogo({ userId, bytes: PNG }));
    expect(logoUrl).toMatch(/^\/api\/files\/logos\/[0-9a-f-]{36}\.png$/u);
    expect(user.logo).toBe(logoUrl);
    expect([...ports.state.files.entries()]).toEqual([
      [logoUrl.slice("/api/files/".length), { bytes: PNG, contentType: "image/png" }],
    ]);
  });

  it("removes the previous logo's file", async () => {
    const { ports, userId } = await withAccount();
    await ports.run(uploadLogo({ userId, bytes: PNG }));
    const { logoUrl } = await ports.run(uploadLogo({ userId, bytes: GIF }));
    expect([...ports.state.files.keys()]).toEqual([logoUrl.slice("/api/files/".length)]);
  });

  it("refuses a missing file, a large one and one that is no image, storing nothing", async () => {
    const { ports, userId } = await withAccount();
    const large = new Uint8Array(2_097_153);
    large.set(PNG);
    const keys = await Promise.all(
      [null, large, asciiBytes("<svg/>")].map(
        async (bytes) => (await ports.failure(uploadLogo({ userId, bytes }))).key,
      ),
    );
    expect(keys).toEqual([
      "settings.nofileselected",
      "settings.filetoolarge",
      "settings.invalidfiletype",
    ]);
    expect(ports.state.files.size).toBe(0);
  });
});

describe("deleteLogo", () => {
  it("removes the logo from the account and its file from storage", async () => {
    const { ports, userId } = await withAccount();
    await ports.run(uploadLogo({ userId, bytes: PNG }));
    const user = await ports.run(deleteLogo(userId));
    expect(user.logo).toBeNull();
    expect(ports.state.files.size).toBe(0);
  });
});

describe("getLogoFile", () => {
  it("serves the caller's current logo", async () => {
    const { ports, userId } = await withAccount();
    const { logoUrl } = await ports.run(uploadLogo({ userId, bytes: GIF }));
    const key = logoUrl.slice("/api/files/".length);
    expect(await ports.run(getLogoFile({ userId, key }))).toEqual({
      bytes: GIF,
      contentType: "image/gif",
    });
  });

  it("does not serve another account's logo", async () => {
    const { ports, userId } = await withAccount();
    const { logoUrl } = await ports.run(uploadLogo({ userId, bytes: GIF }));
    const { user: other } = await ports.run(
      registerUser(aRegistration({ email: "bo@example.com" })),
    );
    const key = logoUrl.slice("/api/files/".length);
    const error = await ports.failure(getLogoFile({ userId: other.id, key }));
    expect(error.key).toBe("storage.errors.notfound");
  });
});
