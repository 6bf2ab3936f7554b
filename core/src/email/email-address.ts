import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { requiredField } from "../validation/text-fields.ts";

// A "basic e-mail pattern": something, @, a domain with a dot; no spaces. Deliverability
// is the mail server's business, not a regular expression's.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** Checks an e-mail address against the basic pattern and the length cap; `invalid` names both. */
export const emailAddressRule =
  (invalid: string): KeyedRule<string> =>
  (value) =>
    value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) ? undefined : invalid;

/** True when the value looks like an e-mail address. */
export const isEmailAddress = (value: string): boolean =>
  emailAddressRule("invalid")(value) === undefined;

/**
 * A required e-mail address, trimmed; missing or blank fails with `required`, a malformed one with
 * `invalid`. Each form passes its own catalogue keys (`auth.emailrequired`, `clients.emailrequired`).
 */
export const emailAddress = (keys: { readonly required: string; readonly invalid: string }) =>
  requiredField(keys.required, Schema.String.check(keyedCheck(emailAddressRule(keys.invalid))));
