import { createHash, randomBytes } from "node:crypto";
import { TokenGenerator, type TokenHash } from "@invoicing/core";
import { Effect, Layer } from "effect";

const TOKEN_BYTES = 32;

/** The SHA-256 of a token, hex-encoded: what the database keeps instead of the token. */
export const sha256Hex = (token: string): TokenHash =>
  createHash("sha256").update(token, "utf8").digest("hex") as TokenHash;

/**
 * Session and reset tokens: 256 random bits from the operating system's CSPRNG, base64url (43
 * characters, safe in headers and URLs). A token is high-entropy, so a fast hash suffices to store
 * it: no one can guess their way through SHA-256 preimages of 2^256 candidates.
 */
export const randomTokenGeneratorLayer = Layer.succeed(TokenGenerator, {
  generate: Effect.sync(() => {
    const token = randomBytes(TOKEN_BYTES).toString("base64url");
    return { token, tokenHash: sha256Hex(token) };
  }),
  hash: sha256Hex,
});
