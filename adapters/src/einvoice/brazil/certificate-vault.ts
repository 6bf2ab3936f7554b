import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { CertificateUnreadable } from "@invoicing/core";
import { Result } from "effect";

/** A seller's A1 certificate as uploaded: the PFX file and its password. */
export interface StoredCertificate {
  readonly pfx: Uint8Array;
  readonly password: string;
}

const VERSION = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;

/**
 * The 32-byte vault key from its environment value: 64 hex digits or base64 of 32 bytes
 * (`openssl rand -base64 32`). Throws on anything else: a wrong key must stop the server at
 * start, not lose certificates later.
 */
export const certificateVaultKey = (value: string): Uint8Array => {
  const text = value.trim();
  const bytes = /^[0-9a-f]{64}$/iu.test(text)
    ? Buffer.from(text, "hex")
    : Buffer.from(text, "base64");
  if (bytes.length !== KEY_BYTES) {
    throw new Error("the certificate vault key must be 32 bytes, as 64 hex digits or base64");
  }
  return Uint8Array.from(bytes);
};

const encode = (certificate: StoredCertificate): Buffer =>
  Buffer.from(
    JSON.stringify({
      pfx: Buffer.from(certificate.pfx).toString("base64"),
      password: certificate.password,
    }),
  );

/**
 * Seals bytes with AES-256-GCM under `key`, bound to `owner` (the user id, as associated data:
 * a sealed value copied to another account does not open). The result is text:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url. NF-e certificates and PA credentials are sealed so.
 */
export const sealBytes = (plain: Uint8Array, key: Uint8Array, owner: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(owner));
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
};

/** Opens sealed bytes; null when the key, the owner or the text is wrong. */
export const openBytes = (sealed: string, key: Uint8Array, owner: string): Buffer | null => {
  const [version, iv = "", tag = "", ciphertext = ""] = sealed.split(".");
  if (version !== VERSION) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(owner));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]);
  } catch {
    return null;
  }
};

/** Seals a certificate and its password (`sealBytes`). */
export const sealCertificate = (
  certificate: StoredCertificate,
  key: Uint8Array,
  owner: string,
): string => sealBytes(encode(certificate), key, owner);

/** Opens a sealed certificate; a wrong key, owner or altered text cannot be opened. */
export const openCertificate = (
  sealed: string,
  key: Uint8Array,
  owner: string,
): Result.Result<StoredCertificate, CertificateUnreadable> => {
  if (sealed.split(".")[0] !== VERSION)
    return Result.fail(new CertificateUnreadable({ reason: "unknown vault format" }));
  const plain = openBytes(sealed, key, owner);
  if (plain === null) {
    return Result.fail(
      new CertificateUnreadable({ reason: "sealed certificate cannot be opened" }),
    );
  }
  const { pfx, password } = JSON.parse(plain.toString("utf8")) as {
    pfx: string;
    password: string;
  };
  return Result.succeed({ pfx: Uint8Array.from(Buffer.from(pfx, "base64")), password });
};
