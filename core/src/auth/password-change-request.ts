import { Schema } from "effect";
import { confirmationMatches, NEW_PASSWORD_MIN_LENGTH, passwordField } from "./password-field.ts";

const NO_MATCH = "settings.newpasswordnomatch";

/**
 * A password change by a signed-in user. A client may send only the current and new passwords, so
 * the confirmation is optional here; when sent it must match.
 */
export const PasswordChangeRequest = Schema.Struct({
  currentPassword: Schema.String.annotate({ message: "settings.currentpasswordrequired" }).pipe(
    Schema.check(Schema.isNonEmpty({ message: "settings.currentpasswordrequired" })),
    Schema.annotateKey({ messageMissingKey: "settings.currentpasswordrequired" }),
  ),
  newPassword: passwordField(
    { required: "settings.newpasswordrequired", tooShort: "settings.passwordminlength" },
    NEW_PASSWORD_MIN_LENGTH,
  ),
  confirmPassword: Schema.optionalKey(Schema.String.annotate({ message: NO_MATCH })),
}).check(confirmationMatches((body) => body.newPassword, NO_MATCH));
export type PasswordChangeRequest = typeof PasswordChangeRequest.Type;
