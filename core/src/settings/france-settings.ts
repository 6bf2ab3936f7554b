import { Effect, Schema } from "effect";
import { frenchPostalCodeRule } from "../france/postal-code.ts";
import { Siret, sirenOfSiret } from "../france/siret.ts";
import { FrenchVatNumber, normaliseFrenchVatNumber } from "../france/vat-number.ts";
import {
  LONG_TEXT_MAX,
  optionalField,
  optionalText,
  requiredField,
  requiredText,
  withoutSpaces,
} from "../validation/text-fields.ts";

/** The countries the France settings offer (docs/PRODUCT-RULES.md#e-invoicing-france). */
export const franceSettingsCountries = ["France", "Germany", "Spain", "Italy", "Other"] as const;

/** The seller's country in the France settings. */
export const FranceSettingsCountry = Schema.Literals(franceSettingsCountries).annotate({
  message: "francesettings.invalidcountry",
});
export type FranceSettingsCountry = typeof FranceSettingsCountry.Type;

/** The VAT rate applied by default, as a fraction between 0 and 1 (0.2 is 20 %). */
export const DefaultVatRate = Schema.Finite.annotate({
  message: "francesettings.invalidvatrate",
}).pipe(
  Schema.check(
    Schema.isBetween({ minimum: 0, maximum: 1 }, { message: "francesettings.invalidvatrate" }),
  ),
);

const POSTAL_CODE_MAX = 20;

/** The trade registers a French seller may be in: companies (RCS) or craftsmen (RM). */
export const FrenchRegistry = Schema.Literals(["RCS", "RM"]).annotate({
  message: "francesettings.invalidregistry",
});
export type FrenchRegistry = typeof FrenchRegistry.Type;

/** A share capital, in euro cents. */
export const ShareCapital = Schema.Int.annotate({
  message: "francesettings.invalidsharecapital",
}).pipe(
  Schema.check(Schema.isGreaterThanOrEqualTo(0, { message: "francesettings.invalidsharecapital" })),
);

const flag = Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false)));
const none = <S extends Schema.Top>(schema: S) =>
  Schema.NullOr(schema).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)));

// The VAT number carries the SIREN; a mismatch would put two companies on one Factur-X invoice.
const consistency = Schema.makeFilter<{
  readonly siret: string;
  readonly vatNumber: string | null;
  readonly country: FranceSettingsCountry;
  readonly postalCode: string | null;
}>((settings) => {
  const problems: Array<Schema.FilterIssue> = [];
  if (settings.vatNumber !== null && settings.vatNumber.slice(4) !== sirenOfSiret(settings.siret)) {
    problems.push({ path: ["vatNumber"], issue: "francesettings.vatnumbersirenmismatch" });
  }
  const postalProblem =
    settings.country === "France" && settings.postalCode !== null
      ? frenchPostalCodeRule(settings.postalCode)
      : undefined;
  if (postalProblem !== undefined) problems.push({ path: ["postalCode"], issue: postalProblem });
  return problems;
});

/**
 * The seller's French e-invoicing settings (docs/PRODUCT-RULES.md#e-invoicing-france): company
 * identity for Factur-X and whether invoices go to the Plateforme Agréée automatically; the legal
 * mentions of docs/PRODUCT-RULES.md#france-mentions (legal form, share capital in euro cents, trade
 * register and its city, "EI" for a sole trader, the VAT franchise, the option for VAT on debits).
 * The postal code is checked as French when the country is France.
 */
const franceSettingsFields = {
  siret: requiredField("francesettings.siretrequired", Siret, withoutSpaces),
  vatNumber: optionalField(FrenchVatNumber, normaliseFrenchVatNumber),
  companyName: requiredText("francesettings.companynamerequired"),
  address: optionalText(LONG_TEXT_MAX),
  city: optionalText(),
  postalCode: optionalText(POSTAL_CODE_MAX),
  country: FranceSettingsCountry.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("France" as const)),
  ),
  autoSendToPlatform: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false))),
  defaultVATRate: DefaultVatRate.pipe(Schema.withDecodingDefaultKey(Effect.succeed(0.2))),
  legalForm: optionalText(),
  shareCapital: none(ShareCapital),
  registry: none(FrenchRegistry),
  registryCity: optionalText(),
  soleTrader: flag,
  vatFranchise: flag,
  vatOnDebits: flag,
};

export const FranceSettings = Schema.Struct(franceSettingsFields).check(consistency);
export type FranceSettings = typeof FranceSettings.Type;

/**
 * The France settings a client sends: `autoSendToPFU`, the spec's name from before the reform
 * dropped the public platform, is still accepted beside `autoSendToPlatform` (docs/FRANCE-PA.md#api-names).
 */
export const FranceSettingsInput = Schema.Struct({
  ...franceSettingsFields,
  autoSendToPFU: Schema.optionalKey(Schema.Boolean),
}).check(consistency);
export type FranceSettingsInput = typeof FranceSettingsInput.Type;

/** The settings a client sent, as kept: the former name, when given, says whether to auto-send. */
export const franceSettingsOf = ({
  autoSendToPFU,
  ...settings
}: FranceSettingsInput): FranceSettings => ({
  ...settings,
  autoSendToPlatform: autoSendToPFU ?? settings.autoSendToPlatform,
});

/** The France settings as the API answers them: `autoSendToPFU` repeats `autoSendToPlatform`. */
export const FranceSettingsView = Schema.Struct({
  ...franceSettingsFields,
  autoSendToPFU: Schema.Boolean,
});
export type FranceSettingsView = typeof FranceSettingsView.Type;

/** The settings as the API answers them, the former name beside the new one. */
export const franceSettingsView = (settings: FranceSettings): FranceSettingsView => ({
  ...settings,
  autoSendToPFU: settings.autoSendToPlatform,
});
