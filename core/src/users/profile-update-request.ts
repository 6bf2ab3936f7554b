import { Schema } from "effect";
import { TimeZone } from "../calendar/time-zone.ts";
import { CreditNotePrefix } from "../credit-notes/credit-note-number.ts";
import { emailAddress } from "../email/email-address.ts";
import { Currency } from "../money/currency.ts";
import { clearableText, LONG_TEXT_MAX, requiredText } from "../validation/text-fields.ts";
import { Language } from "./language.ts";

/**
 * A profile change: any profile fields (the credit-note prefix among them) and/or
 * `{ settings: { sandboxMode } }`. An
 * absent key leaves that field unchanged; blank or null clears an optional one; the names and the
 * e-mail, when sent, must not be blank (docs/PRODUCT-RULES.md#accounts).
 */
export const ProfileUpdateRequest = Schema.Struct({
  firstName: Schema.optionalKey(requiredText("settings.firstnamerequired")),
  lastName: Schema.optionalKey(requiredText("settings.lastnamerequired")),
  email: Schema.optionalKey(
    emailAddress({ required: "settings.emailrequired", invalid: "settings.invalidemail" }),
  ),
  companyName: clearableText(),
  phone: clearableText(),
  address: clearableText(LONG_TEXT_MAX),
  currency: Schema.optionalKey(Currency.annotate({ message: "settings.invalidcurrency" })),
  language: Schema.optionalKey(Language),
  timeZone: Schema.optionalKey(TimeZone),
  creditNotePrefix: Schema.optionalKey(CreditNotePrefix),
  settings: Schema.optionalKey(
    Schema.Struct({
      sandboxMode: Schema.Boolean.annotate({ message: "settings.invalidsandboxmode" }).pipe(
        Schema.annotateKey({ messageMissingKey: "settings.invalidsandboxmode" }),
      ),
    }),
  ),
});
export type ProfileUpdateRequest = typeof ProfileUpdateRequest.Type;
