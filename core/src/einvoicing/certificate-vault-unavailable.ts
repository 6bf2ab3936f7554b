import { Schema } from "effect";

/**
 * No key to encrypt certificates with: production needs `CERTIFICATE_KEY`, and never falls back
 * to a key kept beside the data.
 */
export class CertificateVaultUnavailable extends Schema.TaggedError<CertificateVaultUnavailable>()(
  "CertificateVaultUnavailable",
  {},
) {
  readonly key: string = "brazil.certificate.vaultunavailable";
}
