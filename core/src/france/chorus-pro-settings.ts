import { Schema } from "effect";
import { optionalText, requiredField, requiredText } from "../validation/text-fields.ts";
import { HttpUrl } from "./pa-settings.ts";

const REQUIRED = "pasettings.required";
const SECRET_MAX = 2000;

/**
 * The Chorus Pro account a user saves for invoices to public bodies (docs/FRANCE-PA.md#chorus-pro):
 * PISTE's token and API addresses, the PISTE application's OAuth client, and the Chorus Pro
 * technical account. The client secret and the password left blank keep the ones saved before.
 */
export const ChorusProSettingsRequest = Schema.Struct({
  tokenUrl: requiredField(REQUIRED, HttpUrl),
  apiUrl: requiredField(REQUIRED, HttpUrl),
  clientId: requiredText(REQUIRED),
  clientSecret: optionalText(SECRET_MAX),
  login: requiredText(REQUIRED),
  password: optionalText(SECRET_MAX),
});
export type ChorusProSettingsRequest = typeof ChorusProSettingsRequest.Type;

/** A user's Chorus Pro account as kept: both secrets, each null until given. */
export type ChorusProSettings = ChorusProSettingsRequest;

/** The Chorus Pro account as the API shows it: never a secret, only whether each is saved. */
export const ChorusProSettingsView = Schema.Struct({
  tokenUrl: Schema.String,
  apiUrl: Schema.String,
  clientId: Schema.String,
  login: Schema.String,
  clientSecretSaved: Schema.Boolean,
  passwordSaved: Schema.Boolean,
});
export type ChorusProSettingsView = typeof ChorusProSettingsView.Type;

/** Answer of the Chorus Pro settings: `data` is null until first saved. */
export const ChorusProSettingsResponse = Schema.Struct({
  data: Schema.NullOr(ChorusProSettingsView),
});
export type ChorusProSettingsResponse = typeof ChorusProSettingsResponse.Type;

/** Whether a kept account can sign in: both secrets are there. */
export const isChorusProComplete = (
  settings: ChorusProSettings,
): settings is ChorusProSettings & { readonly clientSecret: string; readonly password: string } =>
  settings.clientSecret !== null && settings.password !== null;
