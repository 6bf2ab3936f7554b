import { Layer } from "effect";
import { randomTokenGeneratorLayer } from "./random-token-generator.ts";
import { scryptPasswordHasherLayer } from "./scrypt-password-hasher.ts";
import { uuidIdGeneratorLayer } from "./uuid-id-generator.ts";

/** PasswordHasher (scrypt), TokenGenerator (256-bit tokens, SHA-256) and IdGenerator (UUID v4). */
export const securityLayer = Layer.mergeAll(
  scryptPasswordHasherLayer,
  randomTokenGeneratorLayer,
  uuidIdGeneratorLayer,
);
