import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** The headers an XP Z12-013 webhook callback carries its signature in. */
export const SIGNATURE_HEADER = "afnor-signature";
export const TIMESTAMP_HEADER = "afnor-signature-timestamp";

// A callback older or newer than this is refused, so a captured one cannot be replayed later.
const TOLERANCE_SECONDS = 300;

const fingerprint = (payload: string, timestamp: string) =>
  createHash("sha256").update(`${payload}@${timestamp}`);

const hmac = (signingKey: string, fingerprintBytes: string | Buffer): Buffer =>
  createHmac("sha256", signingKey).update(fingerprintBytes).digest();

/**
 * The signature of a callback (docs/FRANCE-PA.md#webhooks): base64 of HMAC-SHA256, keyed with the
 * webhook's signing key, over the SHA-256 of `payload@timestamp` written in hex.
 */
export const signWebhook = (signingKey: string, payload: string, timestamp: string): string =>
  hmac(signingKey, fingerprint(payload, timestamp).digest("hex")).toString("base64");

/** A received callback: its exact body and signature headers. */
export interface SignedCallback {
  readonly payload: string;
  readonly signature: string | undefined;
  readonly timestamp: string | undefined;
}

/**
 * Whether a callback was signed with `signingKey` within five minutes of `nowSeconds`. The spec
 * leaves open whether the fingerprint is hashed as hex or raw bytes: both are accepted.
 */
export const isSignedCallback = (
  callback: SignedCallback,
  signingKey: string,
  nowSeconds: number,
): boolean => {
  const { payload, signature, timestamp } = callback;
  if (signature === undefined || timestamp === undefined || !/^\d+$/u.test(timestamp)) {
    return false;
  }
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const given = Buffer.from(signature, "base64");
  const print = fingerprint(payload, timestamp);
  const raw = print.copy().digest();
  return [hmac(signingKey, print.digest("hex")), hmac(signingKey, raw)].some(
    (expected) => expected.length === given.length && timingSafeEqual(expected, given),
  );
};
