import { Effect, Schema } from "effect";
import { TimeZone } from "../calendar/time-zone.ts";
import { RegistrationLanguage } from "../users/language.ts";
import { optionalText, requiredText } from "../validation/text-fields.ts";
import { AuthEmail } from "./auth-email.ts";
import { confirmationMatches, SignInPassword } from "./password-field.ts";

/**
 * The currencies offered at sign-up, USD first (docs/PRODUCT-RULES.md#accounts); the other ones are
 * chosen later in settings.
 */
export const signUpCurrencies = ["USD", "EUR", "GBP", "BRL"] as const;

export const SignUpCurrency = Schema.Literals(signUpCurrencies).annotate({
  message: "auth.invalidcurrency",
});
export type SignUpCurrency = typeof SignUpCurrency.Type;

const PASSWORDS_DONT_MATCH = "auth.passwordsdontmatch";

/**
 * A new account's sign-up. The time zone comes from the browser; without one the account
 * starts in UTC.
 */
export const RegisterRequest = Schema.Struct({
  firstName: requiredText("auth.firstnamerequired"),
  lastName: requiredText("auth.lastnamerequired"),
  email: AuthEmail,
  companyName: optionalText(),
  phone: optionalText(),
  password: SignInPassword,
  confirmPassword: Schema.String.annotate({ message: PASSWORDS_DONT_MATCH }).pipe(
    Schema.annotateKey({ messageMissingKey: PASSWORDS_DONT_MATCH }),
  ),
  currency: SignUpCurrency.pipe(Schema.withDecodingDefaultKey(Effect.succeed("USD" as const))),
  language: RegistrationLanguage.pipe(Schema.withDecodingDefaultKey(Effect.succeed("en" as const))),
  timeZone: Schema.optionalKey(TimeZone),
}).check(confirmationMatches((body) => body.password, PASSWORDS_DONT_MATCH));
export type RegisterRequest = typeof RegisterRequest.Type;
