import { Effect } from "effect";
import { WrongCurrentPassword } from "../auth/auth-errors.ts";
import type { PasswordChangeRequest } from "../auth/password-change-request.ts";
import type { TokenHash } from "../auth/token-hash.ts";
import { PasswordHasher } from "../ports/password-hasher.ts";
import { UserRepository } from "../ports/user-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** A password change by a signed-in user, from the session `sessionTokenHash`. */
export interface ChangePasswordInput {
  readonly userId: UserId;
  readonly sessionTokenHash: TokenHash;
  readonly request: PasswordChangeRequest;
}

/**
 * Sets a new password after checking the current one (WrongCurrentPassword otherwise), and ends
 * every other session of the account, so a stolen session dies with the old password.
 */
export const changePassword = ({ userId, sessionTokenHash, request }: ChangePasswordInput) =>
  Effect.gen(function* () {
    const users = yield* UserRepository;
    const hasher = yield* PasswordHasher;
    const { passwordHash } = yield* users.getCredentials(userId);
    if (!(yield* hasher.verify(request.currentPassword, passwordHash))) {
      return yield* new WrongCurrentPassword();
    }
    const newHash = yield* hasher.hash(request.newPassword);
    yield* users.setPassword(userId, newHash, sessionTokenHash);
  });
