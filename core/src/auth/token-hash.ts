import { Schema } from "effect";

/**
 * The SHA-256 of a secret token (session or password reset), hex-encoded. Only this is stored, so
 * a leaked table opens no session (docs/PRODUCT-RULES.md#accounts).
 */
export const TokenHash = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[0-9a-f]{64}$/u)),
  Schema.brand("TokenHash"),
);
export type TokenHash = typeof TokenHash.Type;
