import { formatCep } from "../brazil/cep.ts";
import { formatCnpj } from "../brazil/cnpj.ts";
import { formatCpf } from "../brazil/cpf.ts";
import type { BrazilianClientIdentity, Client } from "../clients/client.ts";
import { sirenOfSiret } from "../france/siret.ts";
import type { BrazilSettings } from "../settings/brazil-settings.ts";
import type { FranceSettings } from "../settings/france-settings.ts";
import type { User } from "../users/user.ts";
import { countryName } from "./country-name.ts";
import type { InvoiceLabels } from "./invoice-labels.ts";
import type { SellerJurisdiction } from "./seller-jurisdiction.ts";
import { frenchSellerName, sellerLegalLine } from "./seller-legal-line.ts";

/** A registration number printed under a party, with its label ("SIRET", "552 081 317 00012"). */
export interface PartyIdentifier {
  readonly label: string;
  readonly value: string;
}

/** A seller or buyer as a document prints it: a name, address and contact lines, identifiers. */
export interface DocumentParty {
  readonly name: string;
  readonly lines: ReadonlyArray<string>;
  readonly identifiers: ReadonlyArray<PartyIdentifier>;
}

/** What the seller block needs: the profile, the seller's settings and the invoice's own ids. */
export interface SellerPartyInput {
  readonly profile: User;
  readonly jurisdiction: SellerJurisdiction | null;
  readonly france: FranceSettings | null;
  readonly brazil: BrazilSettings | null;
  /** The seller's SIRET and VAT number as the invoice prints them. */
  readonly siret: string | null;
  readonly vatNumber: string | null;
  readonly labels: InvoiceLabels;
  readonly locale: string;
}

const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== "";

// An address of more lines is folded, so a party block always fits beside the other on page one.
const MAX_ADDRESS_LINES = 6;

const textLines = (text: string | null): ReadonlyArray<string> => {
  const lines = (text ?? "")
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  return lines.length <= MAX_ADDRESS_LINES
    ? lines
    : [...lines.slice(0, MAX_ADDRESS_LINES - 1), lines.slice(MAX_ADDRESS_LINES - 1).join(", ")];
};

const joined = (separator: string, ...parts: ReadonlyArray<string | null>): string =>
  parts.filter(present).join(separator);

const cep = (value: string | null): string | null => (value === null ? null : formatCep(value));

const identifier = (label: string, value: string | null): ReadonlyArray<PartyIdentifier> =>
  present(value) ? [{ label, value }] : [];

/** SIREN 3-3-3 and SIRET 3-3-3-5, the grouping French documents use. */
const groupedSiren = (siren: string): string =>
  siren.replace(/^(\d{3})(\d{3})(\d{3})$/u, "$1 $2 $3");
const groupedSiret = (siret: string): string =>
  siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/u, "$1 $2 $3 $4");

/** SIREN and SIRET of a SIRET: the SIREN is a mandatory mention for seller and buyer. */
const frenchIdentifiers = (
  siret: string | null,
  labels: InvoiceLabels,
): ReadonlyArray<PartyIdentifier> =>
  present(siret)
    ? [
        { label: labels.siren, value: groupedSiren(sirenOfSiret(siret)) },
        { label: labels.siret, value: groupedSiret(siret) },
      ]
    : [];

const contactLines = (
  email: string | null,
  phone: string | null,
  labels: InvoiceLabels,
): ReadonlyArray<string> => [
  ...(present(email) ? [`${labels.email}${labels.separator}${email}`] : []),
  ...(present(phone) ? [`${labels.phone}${labels.separator}${phone}`] : []),
];

const franceSeller = (input: SellerPartyInput, france: FranceSettings): DocumentParty => ({
  name: frenchSellerName(france),
  lines: [
    sellerLegalLine(france, input.labels, input.locale) ?? "",
    ...textLines(france.address),
    joined(" ", france.postalCode, france.city),
    countryName(france.country, input.locale) ?? "",
    ...contactLines(input.profile.email, input.profile.phone, input.labels),
  ].filter(present),
  identifiers: [
    ...frenchIdentifiers(input.siret, input.labels),
    ...identifier(input.labels.vatNumber, input.vatNumber),
  ],
});

const brazilSeller = (input: SellerPartyInput, brazil: BrazilSettings): DocumentParty => ({
  name: brazil.companyName,
  lines: [
    joined(", ", brazil.address, brazil.number, brazil.complement),
    brazil.district ?? "",
    joined(" - ", joined(" ", cep(brazil.postalCode), brazil.city), brazil.uf),
    countryName(brazil.country, input.locale) ?? "",
    ...contactLines(input.profile.email, input.profile.phone, input.labels),
  ].filter(present),
  identifiers: [
    { label: input.labels.cnpj, value: formatCnpj(brazil.cnpj) },
    ...(present(brazil.cpf) ? [{ label: input.labels.cpf, value: formatCpf(brazil.cpf) }] : []),
    ...identifier(input.labels.inscricaoEstadual, brazil.inscricaoEstadual),
    ...identifier(input.labels.inscricaoMunicipal, brazil.inscricaoMunicipal),
  ],
});

const profileSeller = (input: SellerPartyInput): DocumentParty => {
  const { profile, labels } = input;
  const company = present(profile.companyName) ? profile.companyName : null;
  return {
    name: company ?? profile.name,
    lines: [
      ...(company !== null && present(profile.name) ? [profile.name] : []),
      ...textLines(profile.address),
      ...contactLines(profile.email, profile.phone, labels),
    ],
    identifiers: [
      ...frenchIdentifiers(input.siret, labels),
      ...identifier(labels.vatNumber, input.vatNumber),
    ],
  };
};

/**
 * The seller block: the legal identity of the governing settings (company name, address, SIREN
 * and SIRET or CNPJ, CPF, IE, IM), else the profile's company details; contact from the profile.
 */
export const sellerParty = (input: SellerPartyInput): DocumentParty => {
  if (input.jurisdiction === "france" && input.france !== null) {
    return franceSeller(input, input.france);
  }
  if (input.jurisdiction === "brazil" && input.brazil !== null) {
    return brazilSeller(input, input.brazil);
  }
  return profileSeller(input);
};

const brazilianAddressLines = (brazil: BrazilianClientIdentity): ReadonlyArray<string> =>
  [
    joined(", ", brazil.street, brazil.number, brazil.complement),
    brazil.district ?? "",
    joined(" - ", joined(" ", cep(brazil.cep), brazil.municipalityName), brazil.uf),
  ].filter(present);

const clientAddressLines = (client: Client): ReadonlyArray<string> => {
  const structured = client.brazil === null ? [] : brazilianAddressLines(client.brazil);
  return structured.length > 0 ? structured : textLines(client.address);
};

const brazilianIdentifiers = (
  brazil: BrazilianClientIdentity,
  labels: InvoiceLabels,
): ReadonlyArray<PartyIdentifier> => [
  ...(brazil.cnpj === null ? [] : [{ label: labels.cnpj, value: formatCnpj(brazil.cnpj) }]),
  ...(brazil.cpf === null ? [] : [{ label: labels.cpf, value: formatCpf(brazil.cpf) }]),
  ...identifier(labels.inscricaoEstadual, brazil.inscricaoEstadual),
];

/**
 * The buyer block: the client's company (or name), the person to the attention of, the address
 * (the structured Brazilian one when filled), contact, and every registration number it has.
 */
export const buyerParty = (client: Client, labels: InvoiceLabels): DocumentParty => {
  const company = present(client.company) ? client.company : null;
  return {
    name: company ?? client.name,
    lines: [
      ...(company !== null && present(client.name) ? [client.name] : []),
      ...clientAddressLines(client),
      ...contactLines(client.email, client.phone, labels),
    ],
    identifiers: [
      ...(client.france?.siret == null
        ? identifier(labels.siren, client.france?.siren ? groupedSiren(client.france.siren) : null)
        : frenchIdentifiers(client.france.siret, labels)),
      ...identifier(labels.vatNumber, client.vatNumber),
      ...(client.brazil === null ? [] : brazilianIdentifiers(client.brazil, labels)),
    ],
  };
};
