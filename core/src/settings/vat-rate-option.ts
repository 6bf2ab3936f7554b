import { Schema } from "effect";

/** A VAT rate to pick from: `name` is an i18n key, `rate` a fraction (0.2 is 20 %). */
export const VatRateOption = Schema.Struct({ name: Schema.String, rate: Schema.Number });
export type VatRateOption = typeof VatRateOption.Type;

/** The French VAT rates (CGI art. 278 to 281 nonies), as the France settings offer them. */
export const FRENCH_VAT_RATES: ReadonlyArray<VatRateOption> = [
  { name: "francesettings.vatrates.standard", rate: 0.2 },
  { name: "francesettings.vatrates.intermediate", rate: 0.1 },
  { name: "francesettings.vatrates.reduced", rate: 0.055 },
  { name: "francesettings.vatrates.superreduced", rate: 0.021 },
  { name: "francesettings.vatrates.zero", rate: 0 },
];
