import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../logging/logger.ts";
import { DEVELOPMENT_KEY_FILE, resolveCertificateKey } from "./certificate-key.ts";

describe("the certificate key", () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });
  const dataDir = async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "certificate-key-"));
    folders.push(folder);
    return folder;
  };

  it("is CERTIFICATE_KEY when configured, and writes nothing", async () => {
    const folder = await dataDir();
    const configured = new Uint8Array(32).fill(9);
    const key = await resolveCertificateKey({
      configured,
      production: true,
      dataDir: folder,
      logger: silentLogger,
    });
    expect(key).toBe(configured);
    await expect(stat(path.join(folder, DEVELOPMENT_KEY_FILE))).rejects.toThrow();
  });

  it("outside production, is made once in the data folder (owner-only) and kept", async () => {
    const folder = await dataDir();
    const options = { configured: null, production: false, dataDir: folder, logger: silentLogger };
    const first = await resolveCertificateKey(options);
    const second = await resolveCertificateKey(options);
    expect(first).toHaveLength(32);
    expect(second).toEqual(first);
    const file = path.join(folder, DEVELOPMENT_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(Buffer.from(first ?? []).toString("base64"));
  });

  it("outside production, is the same key for callers starting at once, and leaves one file", async () => {
    const folder = await dataDir();
    const options = { configured: null, production: false, dataDir: folder, logger: silentLogger };
    const keys = await Promise.all(
      Array.from({ length: 20 }, () => resolveCertificateKey(options)),
    );
    expect(new Set(keys.map((key) => Buffer.from(key ?? []).toString("hex"))).size).toBe(1);
    expect(await readdir(folder)).toEqual([DEVELOPMENT_KEY_FILE]);
  });

  it("is never made up in production", async () => {
    const folder = await dataDir();
    const key = await resolveCertificateKey({
      configured: null,
      production: true,
      dataDir: folder,
      logger: silentLogger,
    });
    expect(key).toBeNull();
    await expect(stat(path.join(folder, DEVELOPMENT_KEY_FILE))).rejects.toThrow();
  });
});
