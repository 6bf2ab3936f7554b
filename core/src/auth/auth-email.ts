import { emailAddress } from "../email/email-address.ts";

/** The e-mail field of the sign-in, sign-up and forgot-password forms. */
export const AuthEmail = emailAddress({
  required: "auth.emailrequired",
  invalid: "auth.invalidemail",
});
