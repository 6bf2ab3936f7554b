import type { BrazilSettingsCountry } from "../settings/brazil-settings.ts";
import type { FranceSettingsCountry } from "../settings/france-settings.ts";

const regionCodes: Record<
  Exclude<FranceSettingsCountry | BrazilSettingsCountry, "Other">,
  string
> = {
  France: "FR",
  Germany: "DE",
  Spain: "ES",
  Italy: "IT",
  Brazil: "BR",
  Argentina: "AR",
  Chile: "CL",
  Colombia: "CO",
};

/** A settings country named in `locale` ("Allemagne" for Germany in French); none for Other. */
export const countryName = (
  country: FranceSettingsCountry | BrazilSettingsCountry,
  locale: string,
): string | undefined =>
  country === "Other"
    ? undefined
    : new Intl.DisplayNames(locale, { type: "region" }).of(regionCodes[country]);
