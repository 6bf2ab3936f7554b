import { Effect, Schema } from "effect";
import { AuthEmail } from "./auth-email.ts";
import { SignInPassword } from "./password-field.ts";

/** The sign-in request; remember-me picks the session's lifetime. */
export const LoginRequest = Schema.Struct({
  email: AuthEmail,
  password: SignInPassword,
  rememberMe: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false))),
});
export type LoginRequest = typeof LoginRequest.Type;
