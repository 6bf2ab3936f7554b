import { Context, type Effect } from "effect";

/**
 * Password hashing with a memory-hard KDF (argon2id or scrypt, docs/PRODUCT-RULES.md#accounts). The
 * hash string carries its algorithm and parameters, so they can be raised later without breaking
 * old hashes.
 */
export class PasswordHasher extends Context.Service<
  PasswordHasher,
  {
    readonly hash: (password: string) => Effect.Effect<string>;
    /** Compares in constant time; false for a wrong password or a malformed hash. */
    readonly verify: (password: string, passwordHash: string) => Effect.Effect<boolean>;
  }
>()("@invoicing/core/PasswordHasher") {}
