import { Effect } from "effect";
import { ResetTokenInvalid } from "../auth/auth-errors.ts";
import type { ResetPasswordRequest } from "../auth/reset-password-request.ts";
import { Clock } from "../ports/clock.ts";
import { PasswordHasher } from "../ports/password-hasher.ts";
import { PasswordResetRepository } from "../ports/password-reset-repository.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import { UserRepository } from "../ports/user-repository.ts";

/**
 * Sets a new password with a mailed reset token (docs/PRODUCT-RULES.md#accounts): the token must be
 * unused and unexpired (ResetTokenInvalid), is used up, and every session of the account ends.
 */
export const resetPassword = (request: ResetPasswordRequest) =>
  Effect.gen(function* () {
    const tokenHash = (yield* TokenGenerator).hash(request.token);
    const now = yield* (yield* Clock).now;
    const userId = yield* (yield* PasswordResetRepository).consume(tokenHash, now);
    const passwordHash = yield* (yield* PasswordHasher).hash(request.newPassword);
    yield* (yield* UserRepository)
      .setPassword(userId, passwordHash, null)
      .pipe(Effect.catchTag("UserNotFound", () => Effect.fail(new ResetTokenInvalid())));
  });
