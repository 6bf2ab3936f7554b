import type { BrazilianClientIdentity, Client } from "../../clients/client.ts";
import { frenchSellerName } from "../../documents/seller-legal-line.ts";
import type { FranceSettings, FranceSettingsCountry } from "../../settings/france-settings.ts";
import type { User } from "../../users/user.ts";
import { sirenOfSiret } from "../siret.ts";
import type { CiiAddress, CiiContact, CiiParty } from "./cii-invoice.ts";

/** The seller's identity on an invoice: its settings, and the SIRET and VAT number it prints. */
export interface SellerIdentity {
  readonly france: FranceSettings;
  readonly profile: User;
  readonly siret: string;
  readonly vatNumber: string | null;
}

const blankToNull = (value: string | null): string | null =>
  value === null || value.trim() === "" ? null : value.trim();

/** The non-blank lines of a typed address. */
const textLines = (text: string | null): ReadonlyArray<string> =>
  (text ?? "")
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== "");

const contactOf = (
  name: string | null,
  phone: string | null,
  email: string | null,
): CiiContact | null => {
  const contact = { name: blankToNull(name), phone: blankToNull(phone), email: blankToNull(email) };
  return Object.values(contact).every((value) => value === null) ? null : contact;
};

const countryCodes: Record<Exclude<FranceSettingsCountry, "Other">, string> = {
  France: "FR",
  Germany: "DE",
  Spain: "ES",
  Italy: "IT",
};

/** The ISO 3166-1 code of a France settings country; none for Other. */
export const settingsCountryCode = (country: FranceSettingsCountry): string | null =>
  country === "Other" ? null : countryCodes[country];

/**
 * The seller (BG-4): the legal identity of the France settings, its SIREN (scheme 0002) and SIRET
 * (0009), its VAT number or, under the VAT franchise, its SIREN as tax registration (BT-32, which
 * BR-E-02 asks of an exempt invoice), the profile as contact, and the SIREN as its electronic
 * address in the French directory (scheme 0225, the reform's addressing).
 */
export const ciiSeller = (
  identity: SellerIdentity,
  country: string,
  legalInformation: string | null,
): CiiParty => {
  const { france, profile, siret, vatNumber } = identity;
  const siren = sirenOfSiret(siret);
  return {
    name: frenchSellerName(france),
    legalInformation,
    siren,
    siret,
    vatNumber,
    taxRegistration: vatNumber === null ? siren : null,
    contact: contactOf(profile.name, profile.phone, profile.email),
    address: {
      lines: textLines(france.address),
      postcode: blankToNull(france.postalCode),
      city: blankToNull(france.city),
      country,
    },
    electronicAddress: { scheme: "0225", value: siren },
  };
};

// Monaco companies hold French VAT numbers on a 000… identifier that is not a SIREN.
const MONACO_PREFIX = "000";

/** The client's SIREN (BT-47): the one it gave, else its SIRET's, else its French VAT number's. */
export const clientSiren = (client: Client): string | null => {
  if (client.france?.siren != null) return client.france.siren;
  const siret = client.france?.siret ?? null;
  if (siret !== null) return sirenOfSiret(siret);
  const vatNumber = client.vatNumber;
  if (vatNumber === null || !vatNumber.startsWith("FR")) return null;
  const fromVat = vatNumber.slice(4);
  return fromVat.startsWith(MONACO_PREFIX) ? null : fromVat;
};

/** Who the client is to the French reform (BT-22 of the BAR note). */
export type BuyerCategory = "B2B" | "B2BINT" | "B2C" | "B2CINT";

/**
 * From the client's kind and country (docs/PRODUCT-RULES.md#france-mentions): a private person
 * is B2C (B2CINT abroad); a business abroad is B2BINT; a French business is B2B when its SIREN
 * is known (BR-FR-11 then needs it), none otherwise. A client without a country is in France.
 */
export const buyerCategory = (client: Client): BuyerCategory | null => {
  const abroad = client.country !== null && client.country !== "FR";
  if (client.kind === "individual") return abroad ? "B2CINT" : "B2C";
  if (abroad) return "B2BINT";
  return clientSiren(client) !== null ? "B2B" : null;
};

const POSTCODE_LINE = /^(\d{5})\s+(\S.*)$/u;

/** A free-text address, its "75001 Paris" line read as postcode and city, in `country`. */
const typedAddress = (text: string | null, country = "FR"): CiiAddress => {
  const lines = textLines(text);
  const cityLine = lines.findLast((line) => POSTCODE_LINE.test(line));
  const [, postcode = null, city = null] =
    cityLine === undefined ? [] : (POSTCODE_LINE.exec(cityLine) ?? []);
  return {
    lines: lines.filter((line) => line !== cityLine),
    postcode,
    city,
    country,
  };
};

/**
 * The seller as a profile alone names it, for a seller without France settings: its company (or
 * name), its typed address (taken to be in France) and itself as contact, but no SIREN, SIRET,
 * VAT number nor directory address. An invoice carrying it breaks the French rules (BR-FR-09,
 * BR-FR-10…): a sandbox test run deposits it to show which.
 */
export const ciiSellerOfProfile = (profile: User): CiiParty => ({
  name: blankToNull(profile.companyName) ?? profile.name,
  legalInformation: null,
  siren: null,
  siret: null,
  vatNumber: null,
  taxRegistration: null,
  contact: contactOf(profile.name, profile.phone, profile.email),
  address: typedAddress(profile.address),
  electronicAddress: null,
});

const brazilianAddress = (brazil: BrazilianClientIdentity): CiiAddress => ({
  lines: [
    [brazil.street, brazil.number, brazil.complement].filter((part) => part !== null).join(", "),
    brazil.district ?? "",
  ].filter((line) => line !== ""),
  postcode: brazil.cep,
  city: brazil.municipalityName,
  country: "BR",
});

/**
 * The buyer (BG-7): the client's company (or name), its SIREN, SIRET and VAT number, the person
 * as contact, its address (the structured Brazilian one when filled, else the typed one, in the
 * client's country, France when it has none), and its electronic address: the SIREN in the French
 * directory (scheme 0225) for a B2B client as BR-FR-21 requires, else its e-mail (scheme EM).
 */
export const ciiBuyer = (client: Client): CiiParty => {
  const company = blankToNull(client.company);
  const siren = clientSiren(client);
  const email = blankToNull(client.email);
  const brazil = client.brazil;
  const structured = brazil !== null && (brazil.street !== null || brazil.cep !== null);
  return {
    name: company ?? client.name.trim(),
    legalInformation: null,
    siren,
    siret: client.france?.siret ?? null,
    vatNumber: client.vatNumber,
    taxRegistration: null,
    contact: contactOf(company === null ? null : client.name, client.phone, email),
    address: structured
      ? brazilianAddress(brazil)
      : typedAddress(client.address, client.country ?? "FR"),
    electronicAddress:
      siren !== null
        ? { scheme: "0225", value: siren }
        : email === null
          ? null
          : { scheme: "EM", value: email },
  };
};
