import { readFileSync } from "node:fs";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { readPfx } from "./nfe-certificate.ts";
import { sandboxSigningCertificate, sellerSigningCertificate } from "./signing-certificate.ts";

const legacy = {
  pfx: Uint8Array.from(
    readFileSync(
      new URL("../../../testing/einvoice/brazil/legacy-rc2-test-certificate.pfx", import.meta.url),
    ),
  ),
  password: "legacy-test",
};

describe("sellerSigningCertificate", () => {
  const notBefore = Result.getOrThrow(readPfx(legacy.pfx, legacy.password)).notBefore;
  const now = new Date(notBefore.getTime() + 60_000);

  it("opens the seller's certificate for their own CNPJ", () => {
    const opened = sellerSigningCertificate(legacy, "11222333000181", now);
    expect(Result.isSuccess(opened)).toBe(true);
  });

  it("names the first problem: password, company", () => {
    const wrong = sellerSigningCertificate({ ...legacy, password: "x" }, "11222333000181", now);
    expect(Result.isFailure(wrong) && wrong.failure._tag).toBe("CertificatePasswordWrong");
    const other = sellerSigningCertificate(legacy, "06929383000163", now);
    expect(Result.isFailure(other) && other.failure._tag).toBe("CertificateNotIssuers");
  });
});

describe("sandboxSigningCertificate", () => {
  it("is a certificate of the seller's CNPJ", () => {
    const certificate = sandboxSigningCertificate(
      { companyName: "Loja Teste", cnpj: "11222333000181" },
      new Date("2026-11-20T10:00:00Z"),
    );
    expect(certificate.cnpj).toBe("11222333000181");
    expect(certificate.subjectName).toBe("Loja Teste:11222333000181");
  });
});
