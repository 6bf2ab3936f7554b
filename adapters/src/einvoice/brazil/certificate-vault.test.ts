import { randomBytes } from "node:crypto";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { certificateVaultKey, openCertificate, sealCertificate } from "./certificate-vault.ts";

const key = Uint8Array.from(randomBytes(32));
const certificate = { pfx: Uint8Array.from([0x30, 0x82, 1, 2, 3]), password: "senha secreta" };

describe("certificate vault", () => {
  it("opens what it sealed, for the same owner", () => {
    const sealed = sealCertificate(certificate, key, "user-1");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/u);
    expect(sealed).not.toContain("senha");
    expect(Result.getOrThrow(openCertificate(sealed, key, "user-1"))).toEqual(certificate);
  });

  it("seals the same certificate differently each time", () => {
    expect(sealCertificate(certificate, key, "u")).not.toBe(sealCertificate(certificate, key, "u"));
  });

  it("refuses another owner, another key and altered text", () => {
    const sealed = sealCertificate(certificate, key, "user-1");
    const refused = (result: ReturnType<typeof openCertificate>) =>
      Result.isFailure(result) && result.failure.key === "brazil.certificate.unreadable";
    expect(refused(openCertificate(sealed, key, "user-2"))).toBe(true);
    expect(refused(openCertificate(sealed, Uint8Array.from(randomBytes(32)), "user-1"))).toBe(true);
    // One character of the sealed text changed (the last but one: the last may carry padding bits).
    const altered = `${sealed.slice(0, -2)}${sealed.at(-2) === "A" ? "B" : "A"}${sealed.slice(-1)}`;
    expect(refused(openCertificate(altered, key, "user-1"))).toBe(true);
    expect(refused(openCertificate("v0.a.b.c", key, "user-1"))).toBe(true);
  });

  it("reads the key as 64 hex digits or base64 of 32 bytes, and refuses other lengths", () => {
    const bytes = randomBytes(32);
    expect(certificateVaultKey(bytes.toString("hex"))).toEqual(Uint8Array.from(bytes));
    expect(certificateVaultKey(bytes.toString("base64"))).toEqual(Uint8Array.from(bytes));
    expect(() => certificateVaultKey(randomBytes(16).toString("base64"))).toThrow("32 bytes");
  });
});
