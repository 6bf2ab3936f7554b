import type { CertificateError } from "@invoicing/core";
import { Result } from "effect";
import type { StoredCertificate } from "./certificate-vault.ts";
import { checkCertificateFor, type NfeCertificate, readPfx } from "./nfe-certificate.ts";
import { sandboxCertificate, type TestCertificateHolder } from "./test-certificate.ts";

/**
 * The seller's uploaded A1 certificate, opened and checked for signing their NF-e at `now`:
 * readable with its password, valid, and of the issuer's company (CNPJ root).
 */
export const sellerSigningCertificate = (
  stored: StoredCertificate,
  issuerCnpj: string,
  now: Date,
): Result.Result<NfeCertificate, CertificateError> =>
  Result.flatMap(readPfx(stored.pfx, stored.password), (certificate) =>
    checkCertificateFor(certificate, issuerCnpj, now),
  );

/**
 * The generated certificate the sandbox signs with, named after the seller
 * (docs/PRODUCT-RULES.md#e-invoicing-brazil).
 */
export const sandboxSigningCertificate = (
  holder: TestCertificateHolder,
  now: Date,
): NfeCertificate => {
  const { pfx, password } = sandboxCertificate(holder, now);
  return Result.getOrThrow(readPfx(pfx, password));
};
