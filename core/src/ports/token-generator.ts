import { Context, type Effect } from "effect";
import type { TokenHash } from "../auth/token-hash.ts";

/** A secret token as handed out once, with the hash under which it is stored. */
export interface IssuedToken {
  readonly token: string;
  readonly tokenHash: TokenHash;
}

/** Session and password-reset tokens: at least 256 random bits, stored only as SHA-256 hashes. */
export class TokenGenerator extends Context.Service<
  TokenGenerator,
  {
    readonly generate: Effect.Effect<IssuedToken>;
    /** The hash of a token a client presented, to look it up. */
    readonly hash: (token: string) => TokenHash;
  }
>()("@invoicing/core/TokenGenerator") {}
