import { Effect } from "effect";
import type { RegisterRequest } from "../auth/register-request.ts";
import type { SignedIn } from "../auth/signed-in.ts";
import { DEFAULT_CREDIT_NOTE_PREFIX } from "../credit-notes/credit-note-number.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { PasswordHasher } from "../ports/password-hasher.ts";
import { UserRepository } from "../ports/user-repository.ts";
import { DEFAULT_USER_SETTINGS } from "../settings/user-settings.ts";
import { fullName } from "../users/full-name.ts";
import { normalizeEmail } from "../users/normalize-email.ts";
import { DEFAULT_TIME_ZONE, type User } from "../users/user.ts";
import { startSession } from "./start-session.ts";

/**
 * Opens an account and signs it in (docs/PRODUCT-RULES.md#accounts). Fails with EmailTaken when
 * another account has the e-mail, compared case-insensitively. Registration has no remember-me: its
 * session lasts 24 h.
 */
export const registerUser = (request: RegisterRequest) =>
  Effect.gen(function* () {
    const passwordHash = yield* (yield* PasswordHasher).hash(request.password);
    const account: User = {
      id: yield* (yield* IdGenerator).next,
      name: fullName(request.firstName, request.lastName),
      email: normalizeEmail(request.email),
      role: "user",
      firstName: request.firstName,
      lastName: request.lastName,
      companyName: request.companyName,
      phone: request.phone,
      address: null,
      logo: null,
      currency: request.currency,
      language: request.language,
      timeZone: request.timeZone ?? DEFAULT_TIME_ZONE,
      creditNotePrefix: DEFAULT_CREDIT_NOTE_PREFIX,
      settings: DEFAULT_USER_SETTINGS,
    };
    const user = yield* (yield* UserRepository).create(account, passwordHash);
    const token = yield* startSession(user.id, false);
    return { token, user } satisfies SignedIn;
  });
