import {
  CertificateExpired,
  CertificateNotIssuers,
  CertificatePasswordWrong,
  CertificateUnreadable,
} from "@invoicing/core";
import { Result } from "effect";
import forge from "node-forge";

/** What NF-e checks of a certificate: its holder and its validity. */
export interface CertificateInfo {
  readonly subjectName: string;
  /** The holder's CNPJ (ICP-Brasil otherName 2.16.76.1.3.3, or the CN's ":CNPJ" suffix). */
  readonly cnpj: string | null;
  readonly notBefore: Date;
  readonly notAfter: Date;
}

/** An A1 certificate opened for signing: its key and its certificate. */
export interface NfeCertificate extends CertificateInfo {
  readonly privateKeyPem: string;
  readonly certificatePem: string;
  /** The certificates above it in the PFX (intermediate CAs), for mutual TLS. */
  readonly chainPem: ReadonlyArray<string>;
}

// ICP-Brasil puts the company's CNPJ in a subjectAltName otherName of this OID (DOC-ICP-04).
const CNPJ_OTHER_NAME = "2.16.76.1.3.3";
const CNPJ_IN_NAME = /:([0-9A-Z]{12}\d{2})$/u;

const attribute = (cert: forge.pki.Certificate, name: string): string | null => {
  const value = cert.subject.getField(name)?.value;
  return typeof value === "string" ? value : null;
};

/** The CNPJ in an otherName of the subjectAltName, read from its DER. */
const otherNameCnpj = (cert: forge.pki.Certificate): string | null => {
  const extension = cert.getExtension("subjectAltName") as { value?: string } | undefined;
  if (extension?.value === undefined) return null;
  const oid = forge.asn1.oidToDer(CNPJ_OTHER_NAME).getBytes();
  const at = extension.value.indexOf(oid);
  if (at < 0) return null;
  const found = /[0-9A-Z]{12}\d{2}/u.exec(
    extension.value.slice(at + oid.length, at + oid.length + 24),
  );
  return found?.[0] ?? null;
};

const holderCnpj = (cert: forge.pki.Certificate): string | null =>
  otherNameCnpj(cert) ?? CNPJ_IN_NAME.exec(attribute(cert, "CN") ?? "")?.[1] ?? null;

const sameKey = (key: forge.pki.rsa.PrivateKey, cert: forge.pki.Certificate): boolean => {
  const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
  return publicKey.n?.equals(key.n) === true;
};

/**
 * Opens a PKCS#12 A1 certificate with node-forge, which also reads the legacy RC2-40 files that
 * OpenSSL 3 (and so Node's TLS) refuses ("digital envelope routines::unsupported").
 */
export const readPfx = (
  pfx: Uint8Array,
  password: string,
): Result.Result<NfeCertificate, CertificateUnreadable | CertificatePasswordWrong> => {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(pfx).toString("binary")));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return /password|MAC/iu.test(message)
      ? Result.fail(new CertificatePasswordWrong())
      : Result.fail(new CertificateUnreadable({ reason: message }));
  }
  const keyBag = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag ?? "" })[
      forge.pki.oids.pkcs8ShroudedKeyBag ?? ""
    ] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag ?? "" })[forge.pki.oids.keyBag ?? ""] ?? []),
  ].find((bag) => bag.key !== undefined);
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  const certificates = (
    p12.getBags({ bagType: forge.pki.oids.certBag ?? "" })[forge.pki.oids.certBag ?? ""] ?? []
  ).flatMap((bag) => (bag.cert === undefined ? [] : [bag.cert]));
  const holder = key === undefined ? undefined : certificates.find((cert) => sameKey(key, cert));
  if (key === undefined || holder === undefined) {
    return Result.fail(
      new CertificateUnreadable({ reason: "no private key with its certificate" }),
    );
  }
  return Result.succeed({
    ...certificateInfo(holder),
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(holder),
    chainPem: certificates
      .filter((cert) => cert !== holder)
      .map((cert) => forge.pki.certificateToPem(cert)),
  });
};

const certificateInfo = (cert: forge.pki.Certificate): CertificateInfo => ({
  subjectName: attribute(cert, "CN") ?? "",
  cnpj: holderCnpj(cert),
  notBefore: cert.validity.notBefore,
  notAfter: cert.validity.notAfter,
});

/** The holder and validity of a PEM certificate, or null when it cannot be read. */
export const readCertificatePem = (pem: string): CertificateInfo | null => {
  try {
    return certificateInfo(forge.pki.certificateFromPem(pem));
  } catch {
    return null;
  }
};

/**
 * Checks that a certificate may sign the NF-e of `issuerCnpj` at `now`: within its validity, and
 * of the same company (CNPJ root, the first 8 characters, as SEFAZ compares them: rejection 213).
 */
export const checkCertificateFor = <C extends CertificateInfo>(
  certificate: C,
  issuerCnpj: string,
  now: Date,
): Result.Result<C, CertificateExpired | CertificateNotIssuers> => {
  if (now < certificate.notBefore || now > certificate.notAfter) {
    return Result.fail(new CertificateExpired({ notAfter: certificate.notAfter.toISOString() }));
  }
  if (certificate.cnpj !== null && certificate.cnpj.slice(0, 8) !== issuerCnpj.slice(0, 8)) {
    return Result.fail(
      new CertificateNotIssuers({ certificateCnpj: certificate.cnpj, issuerCnpj }),
    );
  }
  return Result.succeed(certificate);
};

/** The certificate's DER in base64 without PEM armour, as X509Certificate elements hold it. */
export const certificateBase64 = (certificatePem: string): string =>
  certificatePem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/gu, "");
