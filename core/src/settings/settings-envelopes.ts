import { Schema } from "effect";
import { BrazilSettings } from "./brazil-settings.ts";
import { FranceSettingsInput, FranceSettingsView } from "./france-settings.ts";
import { NfseSettings } from "./nfse-settings.ts";
import { VatRateOption } from "./vat-rate-option.ts";

const settingsBody = <S extends Schema.Top>(settings: S) =>
  Schema.Struct({
    settings: settings.pipe(Schema.annotateKey({ messageMissingKey: "settings.errors.missing" })),
  });

/** The `{ success, data }` answer of a settings read; `data` is null until first saved. */
const dataEnvelope = <S extends Schema.Top>(data: S) =>
  Schema.Struct({ success: Schema.Literal(true), data: Schema.NullOr(data) });

/** A change of the France settings (Plateforme Agréée, Chorus Pro and the legal mentions). */
export const FranceSettingsRequest = settingsBody(FranceSettingsInput);
export type FranceSettingsRequest = typeof FranceSettingsRequest.Type;

/** A change of the Brazil (SEFAZ) settings. */
export const BrazilSettingsRequest = settingsBody(BrazilSettings);
export type BrazilSettingsRequest = typeof BrazilSettingsRequest.Type;

/** A change of the NFS-e settings. */
export const NfseSettingsRequest = settingsBody(NfseSettings);
export type NfseSettingsRequest = typeof NfseSettingsRequest.Type;

/** The user's NFS-e settings. */
export const NfseSettingsResponse = dataEnvelope(NfseSettings);
export type NfseSettingsResponse = typeof NfseSettingsResponse.Type;

/** The user's France settings. */
export const FranceSettingsResponse = dataEnvelope(FranceSettingsView);
export type FranceSettingsResponse = typeof FranceSettingsResponse.Type;

/** The user's Brazil (SEFAZ) settings. */
export const BrazilSettingsResponse = dataEnvelope(BrazilSettings);
export type BrazilSettingsResponse = typeof BrazilSettingsResponse.Type;

/** The French VAT rates an invoice line may take. */
export const VatRatesResponse = Schema.Struct({
  success: Schema.Literal(true),
  data: Schema.Array(VatRateOption),
});
export type VatRatesResponse = typeof VatRatesResponse.Type;

/** Answer of a settings save: `{ success, message }`, the message in the caller's language. */
export const SettingsSavedResponse = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
});
export type SettingsSavedResponse = typeof SettingsSavedResponse.Type;
