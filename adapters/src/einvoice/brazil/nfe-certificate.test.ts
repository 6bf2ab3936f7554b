import { readFileSync } from "node:fs";
import { createSecureContext } from "node:tls";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { certificateBase64, checkCertificateFor, readPfx } from "./nfe-certificate.ts";
import { sandboxCertificate } from "./test-certificate.ts";

// A self-signed test certificate packed the old way (RC2-40), as many A1 files still are:
// `openssl pkcs12 -export -legacy`, password "legacy-test". Test fixture only: its key signs nothing.
const legacyPfx = Uint8Array.from(
  readFileSync(
    new URL("../../../testing/einvoice/brazil/legacy-rc2-test-certificate.pfx", import.meta.url),
  ),
);
const now = new Date("2026-11-20T10:00:00Z");

describe("readPfx", () => {
  it("opens a legacy RC2-40 PFX that OpenSSL 3 refuses", () => {
    expect(() =>
      createSecureContext({ pfx: Buffer.from(legacyPfx), passphrase: "legacy-test" }),
    ).toThrow();
    const certificate = Result.getOrThrow(readPfx(legacyPfx, "legacy-test"));
    expect(certificate.subjectName).toBe("EMPRESA TESTE LEGADO LTDA:11222333000181");
    expect(certificate.cnpj).toBe("11222333000181");
    expect(certificate.privateKeyPem).toContain("BEGIN RSA PRIVATE KEY");
    expect(certificateBase64(certificate.certificatePem)).toMatch(/^MII[A-Za-z0-9+/=]+$/u);
  });

  it("tells a wrong password from a file that is not a certificate", () => {
    const wrong = readPfx(legacyPfx, "nope");
    expect(Result.isFailure(wrong) && wrong.failure.key).toBe("brazil.certificate.wrongpassword");
    const junk = readPfx(Uint8Array.from([1, 2, 3, 4]), "x");
    expect(Result.isFailure(junk) && junk.failure.key).toBe("brazil.certificate.unreadable");
  });

  it("opens the sandbox certificate, named after its holder, once per holder", () => {
    const holder = { companyName: "Móveis Paulista Ltda.", cnpj: "11222333000181" };
    const made = sandboxCertificate(holder, now);
    expect(sandboxCertificate(holder, now)).toBe(made);
    const certificate = Result.getOrThrow(readPfx(made.pfx, made.password));
    expect(certificate.cnpj).toBe("11222333000181");
    expect(certificate.notBefore.getTime()).toBeLessThan(now.getTime());
  });
});

describe("checkCertificateFor", () => {
  const certificate = Result.getOrThrow(readPfx(legacyPfx, "legacy-test"));
  const valid = new Date(certificate.notBefore.getTime() + 86_400_000);

  it("accepts the company's own certificate, whatever its branch", () => {
    expect(Result.isSuccess(checkCertificateFor(certificate, "11222333000262", valid))).toBe(true);
  });

  it("refuses another company's certificate and an expired one", () => {
    const other = checkCertificateFor(certificate, "06929383000163", valid);
    expect(Result.isFailure(other) && other.failure.key).toBe("brazil.certificate.cnpjmismatch");
    const late = checkCertificateFor(
      certificate,
      "11222333000181",
      new Date(certificate.notAfter.getTime() + 1000),
    );
    expect(Result.isFailure(late) && late.failure.key).toBe("brazil.certificate.expired");
  });
});
