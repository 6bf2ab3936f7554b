import { Schema } from "effect";

/** Another account already uses this e-mail, compared case-insensitively. */
export class EmailTaken extends Schema.TaggedError<EmailTaken>()("EmailTaken", {}) {
  readonly key: string = "auth.emailtaken";
}

/** Unknown e-mail or wrong password; which one is not told, so accounts cannot be probed. */
export class InvalidCredentials extends Schema.TaggedError<InvalidCredentials>()(
  "InvalidCredentials",
  {},
) {
  readonly key: string = "auth.invalidcredentials";
}

/** Too many failed sign-ins; the user may try again after this many seconds. */
export class TooManyAttempts extends Schema.TaggedError<TooManyAttempts>()("TooManyAttempts", {
  retryAfterSeconds: Schema.Int,
}) {
  readonly key: string = "auth.toomanyattempts";
}

/** No valid session: no token, an unknown one, an expired or a revoked one. */
export class Unauthenticated extends Schema.TaggedError<Unauthenticated>()("Unauthenticated", {}) {
  readonly key: string = "auth.unauthenticated";
}

/** The reset link's token is unknown, expired or already used. */
export class ResetTokenInvalid extends Schema.TaggedError<ResetTokenInvalid>()(
  "ResetTokenInvalid",
  {},
) {
  readonly key: string = "auth.resettokeninvalid";
}

/** The current password given to change the password is wrong. */
export class WrongCurrentPassword extends Schema.TaggedError<WrongCurrentPassword>()(
  "WrongCurrentPassword",
  {},
) {
  readonly key: string = "settings.wrongcurrentpassword";
}
