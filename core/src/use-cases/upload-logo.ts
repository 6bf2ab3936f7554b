import { Effect } from "effect";
import { filePath, logoFileKey, logoKeyOfPath } from "../files/logo-file.ts";
import { checkLogo } from "../files/logo-upload.ts";
import { FileStorage } from "../ports/file-storage.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { UserRepository } from "../ports/user-repository.ts";
import type { User } from "../users/user.ts";
import type { UserId } from "../users/user-id.ts";

/** The account with its new logo, and the path the logo is served under (`logoUrl`). */
export interface LogoUploaded {
  readonly user: User;
  readonly logoUrl: string;
}

/** Removes the stored file of a logo path, if it names one. */
export const removeLogoFile = (logo: string | null) =>
  Effect.gen(function* () {
    const key = logo === null ? undefined : logoKeyOfPath(logo);
    if (key !== undefined) yield* (yield* FileStorage).delete(key);
  });

/**
 * Sets the company logo (docs/PRODUCT-RULES.md#files): a JPEG, PNG or GIF by content, at most 2 MB,
 * stored under a fresh key (never the uploaded name); the previous logo's file is removed. `bytes`
 * is null when the upload carried no file (LogoMissing).
 */
export const uploadLogo = (input: { readonly userId: UserId; readonly bytes: Uint8Array | null }) =>
  Effect.gen(function* () {
    const bytes = input.bytes ?? new Uint8Array(0);
    const type = yield* Effect.fromResult(checkLogo(bytes));
    const storage = yield* FileStorage;
    const key = logoFileKey(yield* (yield* IdGenerator).next, type);
    yield* storage.put(key, bytes, type.contentType);
    const logoUrl = filePath(key);
    const { user, previousLogo } = yield* (yield* UserRepository)
      .setLogo(input.userId, logoUrl)
      .pipe(Effect.tapError(() => storage.delete(key)));
    yield* removeLogoFile(previousLogo);
    return { user, logoUrl } satisfies LogoUploaded;
  });
