import { Effect, Schema } from "effect";
import { TimeZone } from "../calendar/time-zone.ts";
import {
  CreditNotePrefix,
  DEFAULT_CREDIT_NOTE_PREFIX,
} from "../credit-notes/credit-note-number.ts";
import { Currency } from "../money/currency.ts";
import { UserSettings } from "../settings/user-settings.ts";
import { DEFAULT_LANGUAGE, Language } from "./language.ts";
import { UserId } from "./user-id.ts";
import { UserRole } from "./user-role.ts";

/** The time zone of an account whose browser did not tell one at registration. */
export const DEFAULT_TIME_ZONE = "UTC";

/** The currency of an account that chose none (docs/PRODUCT-RULES.md#accounts). */
export const DEFAULT_CURRENCY: Currency = "USD";

/** An account as the API shows it; the password hash never leaves the user repository. */
export const User = Schema.Struct({
  id: UserId,
  /** The display name, first and last name joined (see `fullName`). */
  name: Schema.String,
  email: Schema.String,
  role: UserRole,
  firstName: Schema.String,
  lastName: Schema.String,
  companyName: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  address: Schema.NullOr(Schema.String),
  /** Path under which the company logo is served, when one was uploaded. */
  logo: Schema.NullOr(Schema.String),
  currency: Currency.pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_CURRENCY))),
  language: Language.pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_LANGUAGE))),
  /** Decides what "today" is for this user (docs/PRODUCT-RULES.md#api). */
  timeZone: TimeZone.pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_TIME_ZONE))),
  /** The prefix of the user's next credit notes' numbers (docs/PRODUCT-RULES.md#credit-notes). */
  creditNotePrefix: CreditNotePrefix.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_CREDIT_NOTE_PREFIX)),
  ),
  settings: UserSettings,
});
export type User = typeof User.Type;
