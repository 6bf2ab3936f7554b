import { Effect } from "effect";
import { filePath } from "../files/logo-file.ts";
import { FileNotFound, FileStorage } from "../ports/file-storage.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/**
 * A stored file by its key: only the caller's current logo; any other key, also
 * another user's logo, is FileNotFound.
 */
export const getLogoFile = (input: { readonly userId: UserId; readonly key: string }) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    if (user.logo === null || user.logo !== filePath(input.key)) {
      return yield* new FileNotFound({ fileKey: input.key });
    }
    return yield* (yield* FileStorage).get(input.key);
  });
