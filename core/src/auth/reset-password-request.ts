import { Schema } from "effect";
import { requiredText } from "../validation/text-fields.ts";
import { confirmationMatches, NEW_PASSWORD_MIN_LENGTH, passwordField } from "./password-field.ts";

const PASSWORDS_DONT_MATCH = "auth.passwordsdontmatch";

/** A password reset: the token from the mailed link and the new password. */
export const ResetPasswordRequest = Schema.Struct({
  token: requiredText("auth.resettokeninvalid"),
  newPassword: passwordField(
    { required: "auth.passwordrequired", tooShort: "auth.newpasswordminlength" },
    NEW_PASSWORD_MIN_LENGTH,
  ),
  confirmPassword: Schema.String.annotate({ message: PASSWORDS_DONT_MATCH }).pipe(
    Schema.annotateKey({ messageMissingKey: PASSWORDS_DONT_MATCH }),
  ),
}).check(confirmationMatches((body) => body.newPassword, PASSWORDS_DONT_MATCH));
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type;
