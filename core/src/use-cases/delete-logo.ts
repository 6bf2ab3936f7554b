import { Effect } from "effect";
import { UserRepository } from "../ports/user-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { removeLogoFile } from "./upload-logo.ts";

/** Removes the company logo and its file; answers the account without a logo. */
export const deleteLogo = (userId: UserId) =>
  Effect.gen(function* () {
    const { user, previousLogo } = yield* (yield* UserRepository).setLogo(userId, null);
    yield* removeLogoFile(previousLogo);
    return user;
  });
