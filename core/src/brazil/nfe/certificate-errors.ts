import { Schema } from "effect";

/** The file is not a PKCS#12 (.pfx/.p12) certificate with a private key. */
export class CertificateUnreadable extends Schema.TaggedError<CertificateUnreadable>()(
  "CertificateUnreadable",
  { reason: Schema.String },
) {
  readonly key: string = "brazil.certificate.unreadable";
}

/** The certificate's password does not open it. */
export class CertificatePasswordWrong extends Schema.TaggedError<CertificatePasswordWrong>()(
  "CertificatePasswordWrong",
  {},
) {
  readonly key: string = "brazil.certificate.wrongpassword";
}

/** The certificate is not valid at the given time (SEFAZ rejection 291 once expired). */
export class CertificateExpired extends Schema.TaggedError<CertificateExpired>()(
  "CertificateExpired",
  { notAfter: Schema.String },
) {
  readonly key: string = "brazil.certificate.expired";
}

/** The certificate belongs to another company than the issuer (SEFAZ rejection 213). */
export class CertificateNotIssuers extends Schema.TaggedError<CertificateNotIssuers>()(
  "CertificateNotIssuers",
  { certificateCnpj: Schema.String, issuerCnpj: Schema.String },
) {
  readonly key: string = "brazil.certificate.cnpjmismatch";
}

/** Why a seller's A1 certificate cannot sign their NF-e. */
export type CertificateError =
  | CertificateUnreadable
  | CertificatePasswordWrong
  | CertificateExpired
  | CertificateNotIssuers;
