import { Layer } from "effect";
import { cryptoRandomNumbersLayer } from "./crypto-random-numbers.ts";
import { randomTokenGeneratorLayer } from "./random-token-generator.ts";
import { scryptPasswordHasherLayer } from "./scrypt-password-hasher.ts";
import { uuidIdGeneratorLayer } from "./uuid-id-generator.ts";

/**
 * PasswordHasher (scrypt), TokenGenerator (256-bit tokens, SHA-256), IdGenerator (UUID v4) and
 * RandomNumbers (CSPRNG).
 */
export const securityLayer = Layer.mergeAll(
  scryptPasswordHasherLayer,
  randomTokenGeneratorLayer,
  uuidIdGeneratorLayer,
  cryptoRandomNumbersLayer,
);
