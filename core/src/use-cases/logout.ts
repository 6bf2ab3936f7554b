import { Effect } from "effect";
import { SessionRepository } from "../ports/session-repository.ts";
import { TokenGenerator } from "../ports/token-generator.ts";

/**
 * Ends the session of this token on the server (docs/PRODUCT-RULES.md#accounts); an unknown token
 * ends nothing.
 */
export const logout = (token: string) =>
  Effect.gen(function* () {
    const tokenHash = (yield* TokenGenerator).hash(token);
    yield* (yield* SessionRepository).revoke(tokenHash);
  });
