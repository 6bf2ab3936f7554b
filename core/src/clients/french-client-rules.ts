import type { Schema } from "effect";
import { sirenOfSiret } from "../france/siret.ts";
import { type CountryCode, isEuMemberState } from "../geography/country-code.ts";
import { hasEuVatPrefix, vatPrefixOfCountry } from "../vat/eu-vat-number.ts";

/** The fields of a client whose consistency is checked across fields. */
export interface ClientIdentityFields {
  readonly country: CountryCode | null;
  readonly siren: string | null;
  readonly siret: string | null;
  readonly vatNumber: string | null;
}

// Monaco companies hold French VAT numbers; Northern Ireland trades goods under XI.
const extraPrefixes: Readonly<Partial<Record<CountryCode, string>>> = { MC: "FR", GB: "XI" };

/**
 * Whether a VAT number fits the client's country (docs/PRODUCT-RULES.md#france-mentions): an EU
 * client's number carries its state's prefix; an EU prefix on a client outside the EU is refused,
 * but for Monaco (FR) and the United Kingdom (XI). A client of unknown country takes any number.
 */
export const vatNumberFitsCountry = (vatNumber: string, country: CountryCode | null): boolean => {
  if (country === null) return true;
  const prefix = vatNumber.slice(0, 2);
  if (isEuMemberState(country)) return prefix === vatPrefixOfCountry(country);
  return !hasEuVatPrefix(vatNumber) || extraPrefixes[country] === prefix;
};

/** The SIREN a client's identifiers name: the typed one, else its SIRET's. */
const namedSiren = (client: ClientIdentityFields): string | null =>
  client.siren ?? (client.siret === null ? null : sirenOfSiret(client.siret));

/**
 * Cross-field problems of a client's identifiers, as field → i18n key: the SIRET must extend the
 * SIREN, a French VAT number must carry that SIREN, and the VAT number must fit the country.
 */
export const clientIdentityProblems = (
  client: ClientIdentityFields,
): ReadonlyArray<Schema.FilterIssue> => {
  const problems: Array<Schema.FilterIssue> = [];
  const { siren, siret, vatNumber, country } = client;
  if (siren !== null && siret !== null && sirenOfSiret(siret) !== siren) {
    problems.push({ path: ["siret"], issue: "clients.siretnotofsiren" });
  }
  const named = namedSiren(client);
  if (vatNumber === null) return problems;
  if (!vatNumberFitsCountry(vatNumber, country)) {
    problems.push({ path: ["vatNumber"], issue: "vat.number.countrymismatch" });
  } else if (named !== null && vatNumber.startsWith("FR") && vatNumber.slice(4) !== named) {
    problems.push({ path: ["vatNumber"], issue: "clients.vatnumbersirenmismatch" });
  }
  return problems;
};
