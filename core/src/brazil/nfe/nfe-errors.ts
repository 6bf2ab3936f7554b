import { Schema } from "effect";

/**
 * Only a BRL invoice becomes an NF-e (docs/PRODUCT-RULES.md#e-invoicing-brazil): NF-e amounts are
 * always in reais.
 */
export class NfeCurrencyNotBrl extends Schema.TaggedError<NfeCurrencyNotBrl>()(
  "NfeCurrencyNotBrl",
  { currency: Schema.String },
) {
  readonly key: string = "brazil.nfe.currencynotbrl";
}

/** The seller has no Brazil settings, so there is no issuer to write. */
export class NfeSettingsMissing extends Schema.TaggedError<NfeSettingsMissing>()(
  "NfeSettingsMissing",
  {},
) {
  readonly key: string = "brazil.nfe.settingsmissing";
}

/**
 * Data an NF-e needs is missing or unusable. `fields` maps each one (`seller.inscricaoEstadual`,
 * `client.municipalityCode`, `items.0.taxRate`) to the i18n key of its problem, as
 * ValidationFailed does.
 */
export class NfePrerequisitesMissing extends Schema.TaggedError<NfePrerequisitesMissing>()(
  "NfePrerequisitesMissing",
  { fields: Schema.Record(Schema.String, Schema.String) },
) {
  readonly key: string = "brazil.nfe.prerequisitesmissing";
}

/** Why an invoice could not become an NF-e. */
export type NfeBuildError = NfeCurrencyNotBrl | NfeSettingsMissing | NfePrerequisitesMissing;
