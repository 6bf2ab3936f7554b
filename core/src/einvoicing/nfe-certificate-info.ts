import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";

/**
 * What the settings screen shows of the seller's A1 certificate: its holder and validity, never
 * the file nor its password.
 */
export const NfeCertificateInfo = Schema.Struct({
  /** The certificate's common name, such as "EMPRESA LTDA:11222333000181". */
  subject: Schema.String,
  /** The holder's CNPJ as the certificate names it, when it does. */
  cnpj: Schema.NullOr(Schema.String),
  notBefore: Instant,
  notAfter: Instant,
  uploadedAt: Instant,
});
export type NfeCertificateInfo = typeof NfeCertificateInfo.Type;

/** The user's stored certificate: `data` is null while none is stored. */
export const NfeCertificateResponse = Schema.Struct({
  success: Schema.Literal(true),
  data: Schema.NullOr(NfeCertificateInfo),
});
export type NfeCertificateResponse = typeof NfeCertificateResponse.Type;

/** A certificate just stored: its facts. */
export const NfeCertificateUploadResponse = Schema.Struct({
  success: Schema.Literal(true),
  data: NfeCertificateInfo,
});
export type NfeCertificateUploadResponse = typeof NfeCertificateUploadResponse.Type;

/**
 * The text fields of the certificate upload (multipart, beside the `certificate` file): its
 * password, which may be empty, as some PFX files have none.
 */
export const NfeCertificateUploadFields = Schema.Struct({
  password: Schema.String.annotate({ message: "brazil.certificate.passwordrequired" }).pipe(
    Schema.check(Schema.isMaxLength(200, { message: "common.validation.toolong" })),
    Schema.annotateKey({ messageMissingKey: "brazil.certificate.passwordrequired" }),
  ),
});
export type NfeCertificateUploadFields = typeof NfeCertificateUploadFields.Type;
