import { Schema } from "effect";
import { keyedCheck } from "../validation/keyed-rule.ts";

/** Passwords at sign-up and sign-in are at least 6 characters (docs/PRODUCT-RULES.md#accounts). */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;

/**
 * A new password chosen at change or reset is at least 8 characters
 * (docs/PRODUCT-RULES.md#accounts).
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;

// Bounds the work of the key derivation function an anonymous caller can ask for.
/** The longest password accepted. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A password field, never trimmed (spaces are part of a password): missing, non-text or empty fails
 * with `required`, fewer than `minLength` characters with `tooShort`.
 */
export const passwordField = (
  keys: { readonly required: string; readonly tooShort: string },
  minLength: number,
) =>
  Schema.String.annotate({ message: keys.required }).pipe(
    Schema.check(
      keyedCheck((value: string) => {
        const length = Array.from(value).length;
        if (length === 0) return keys.required;
        if (length < minLength) return keys.tooShort;
        if (length > PASSWORD_MAX_LENGTH) return "common.validation.toolong";
        return undefined;
      }),
    ),
    Schema.annotateKey({ messageMissingKey: keys.required }),
  );

/** The password of the sign-in and sign-up forms. */
export const SignInPassword = passwordField(
  { required: "auth.passwordrequired", tooShort: "auth.passwordminlength" },
  SIGN_IN_PASSWORD_MIN_LENGTH,
);

/** Fails at `confirmPassword` with `key` when it differs from `password` (or `newPassword`). */
export const confirmationMatches = <T extends { readonly confirmPassword?: string | undefined }>(
  passwordOf: (value: T) => string,
  key: string,
) =>
  Schema.makeFilter<T>((value) =>
    value.confirmPassword === undefined || value.confirmPassword === passwordOf(value)
      ? undefined
      : { path: ["confirmPassword"], issue: key },
  );
