import { Schema } from "effect";

/** Only a BRL invoice becomes an NFS-e: its amounts are always in reais. */
export class NfseCurrencyNotBrl extends Schema.TaggedError<NfseCurrencyNotBrl>()(
  "NfseCurrencyNotBrl",
  { currency: Schema.String },
) {
  readonly key: string = "brazil.nfse.currencynotbrl";
}

/** The seller has no Brazil or no NFS-e settings, so there is no provider to write. */
export class NfseSettingsMissing extends Schema.TaggedError<NfseSettingsMissing>()(
  "NfseSettingsMissing",
  {},
) {
  readonly key: string = "brazil.nfse.settingsmissing";
}

/**
 * Data a DPS needs is missing or unusable. `fields` maps each one (`seller.municipalityCode`,
 * `items.1.serviceCode`, `client.cnpj`) to the i18n key of its problem.
 */
export class NfsePrerequisitesMissing extends Schema.TaggedError<NfsePrerequisitesMissing>()(
  "NfsePrerequisitesMissing",
  { fields: Schema.Record(Schema.String, Schema.String) },
) {
  readonly key: string = "brazil.nfse.prerequisitesmissing";
}

/** Why an invoice could not become a DPS. */
export type DpsBuildError = NfseCurrencyNotBrl | NfseSettingsMissing | NfsePrerequisitesMissing;
