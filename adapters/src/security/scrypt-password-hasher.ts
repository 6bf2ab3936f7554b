import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import os from "node:os";
import { PasswordHasher } from "@invoicing/core";
import { Effect, Layer, Semaphore } from "effect";

/** The cost of scrypt: N = 2^logN, block size r, parallelism p. */
export interface ScryptParameters {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

/**
 * N = 2^15, r = 8, p = 1: 32 MiB and about 80 ms per hash on these machines, the interactive-login
 * cost of the scrypt paper (doubled). Raising it later needs no migration: each hash carries the
 * parameters it was made with.
 */
export const DEFAULT_SCRYPT_PARAMETERS: ScryptParameters = { logN: 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Stored hashes are ours, but a damaged row must not make one verification eat gigabytes.
const MAX_LOG_N = 20;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/u;

const derive = (password: string, salt: Buffer, keyLength: number, cost: ScryptParameters) =>
  Effect.callback<Buffer>((resume) => {
    const N = 2 ** cost.logN;
    scrypt(
      password.normalize("NFC"),
      salt,
      keyLength,
      { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r },
      (error, key) => resume(error === null ? Effect.succeed(key) : Effect.die(error)),
    );
  });

/**
 * How many hashes run at once: one per core, and no more than libuv's four threads. Each holds
 * 32 MiB while it runs; on a machine of two cores, four at once finish no sooner than two, and
 * a burst of logins would hold 128 MiB instead of 64 (docs/MEMORY.md).
 */
const HASHES_AT_ONCE = Math.min(os.availableParallelism(), 4);

const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/u, "");

/** Parses `$scrypt$ln=…,r=…,p=…$salt$hash` (PHC string format, unpadded base64). */
const parse = (passwordHash: string) => {
  const match = PHC.exec(passwordHash);
  if (match === null) return undefined;
  const [, logN, r, p, salt, key] = match;
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (cost.logN < 1 || cost.logN > MAX_LOG_N || cost.r < 1 || cost.p < 1) return undefined;
  return { cost, salt: Buffer.from(salt ?? "", "base64"), key: Buffer.from(key ?? "", "base64") };
};

/**
 * scrypt from node:crypto (docs/PRODUCT-RULES.md#accounts), run on libuv's thread pool so hashing
 * never blocks the event loop, at most `hashesAtOnce` at a time (the others wait their turn). Hashes are PHC strings carrying their parameters; passwords are
 * NFC-normalised so the same password typed on two keyboards matches.
 */
export const scryptPasswordHasher = (
  cost: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS,
  hashesAtOnce: number = HASHES_AT_ONCE,
) => {
  const permits = Semaphore.withPermit(Semaphore.makeUnsafe(hashesAtOnce));
  const bounded = (password: string, salt: Buffer, keyLength: number, made: ScryptParameters) =>
    permits(derive(password, salt, keyLength, made));
  return PasswordHasher.of({
    hash: (password) =>
      Effect.gen(function* () {
        const salt = randomBytes(SALT_BYTES);
        const key = yield* bounded(password, salt, KEY_BYTES, cost);
        return `$scrypt$ln=${cost.logN},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(key)}`;
      }),
    verify: (password, passwordHash) =>
      Effect.gen(function* () {
        const stored = parse(passwordHash);
        if (stored === undefined || stored.key.length < 16) return false;
        const key = yield* bounded(password, stored.salt, stored.key.length, stored.cost);
        return timingSafeEqual(key, stored.key);
      }),
  });
};

/** The PasswordHasher port by scrypt with the default parameters. */
export const scryptPasswordHasherLayer = Layer.succeed(PasswordHasher, scryptPasswordHasher());
