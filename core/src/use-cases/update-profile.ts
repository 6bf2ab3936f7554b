import { Effect } from "effect";
import { UserRepository } from "../ports/user-repository.ts";
import { fullName } from "../users/full-name.ts";
import { normalizeEmail } from "../users/normalize-email.ts";
import type { ProfileUpdateRequest } from "../users/profile-update-request.ts";
import type { User } from "../users/user.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/** What a profile update changes: a field absent from the body keeps its value. */
export const applyProfileUpdate = (user: User, request: ProfileUpdateRequest): User => {
  const firstName = request.firstName ?? user.firstName;
  const lastName = request.lastName ?? user.lastName;
  return {
    ...user,
    firstName,
    lastName,
    name: fullName(firstName, lastName),
    email: request.email === undefined ? user.email : normalizeEmail(request.email),
    companyName: request.companyName === undefined ? user.companyName : request.companyName,
    phone: request.phone === undefined ? user.phone : request.phone,
    address: request.address === undefined ? user.address : request.address,
    currency: request.currency ?? user.currency,
    language: request.language ?? user.language,
    timeZone: request.timeZone ?? user.timeZone,
    creditNotePrefix: request.creditNotePrefix ?? user.creditNotePrefix,
    settings:
      request.settings === undefined ? user.settings : { ...user.settings, ...request.settings },
  };
};

/**
 * Changes the signed-in user's profile: names, e-mail (still unique:
 * EmailTaken), company, phone, address, currency, language, time zone, credit-note prefix (for credit notes
 * numbered from then on), sandbox mode.
 */
export const updateProfile = (input: {
  readonly userId: UserId;
  readonly request: ProfileUpdateRequest;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    return yield* (yield* UserRepository).update(applyProfileUpdate(user, input.request));
  });
