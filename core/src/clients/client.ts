import { Schema } from "effect";
import { Cep } from "../brazil/cep.ts";
import { Cnpj } from "../brazil/cnpj.ts";
import { Cpf } from "../brazil/cpf.ts";
import { InscricaoEstadual } from "../brazil/inscricao-estadual.ts";
import { Uf } from "../brazil/uf.ts";
import { Siren } from "../france/siren.ts";
import { Siret } from "../france/siret.ts";
import { CountryCode } from "../geography/country-code.ts";
import { VatNumber } from "../vat/eu-vat-number.ts";
import { ClientKind } from "./client-kind.ts";
import { IbgeMunicipalityCode } from "./ibge-municipality-code.ts";

const text = Schema.NullOr(Schema.String);

/** A client's French identity: its SIREN and SIRET (the buyer's BT-47 and BT-46), either may be unknown. */
export const FrenchClientIdentity = Schema.Struct({
  siren: Schema.NullOr(Siren),
  siret: Schema.NullOr(Siret),
});
export type FrenchClientIdentity = typeof FrenchClientIdentity.Type;

/**
 * A client's Brazilian identity: its CNPJ or CPF, its state registration (IE, or ISENTO) and the
 * structured address an NF-e to it needs.
 */
export const BrazilianClientIdentity = Schema.Struct({
  cnpj: Schema.NullOr(Cnpj),
  cpf: Schema.NullOr(Cpf),
  inscricaoEstadual: Schema.NullOr(InscricaoEstadual),
  street: text,
  number: text,
  complement: text,
  district: text,
  municipalityCode: Schema.NullOr(IbgeMunicipalityCode),
  municipalityName: text,
  uf: Schema.NullOr(Uf),
  cep: Schema.NullOr(Cep),
});
export type BrazilianClientIdentity = typeof BrazilianClientIdentity.Type;

/** A French identity of which nothing is known. */
export const NO_FRENCH_IDENTITY: FrenchClientIdentity = { siren: null, siret: null };

/** A Brazilian identity of which nothing is known. */
export const NO_BRAZILIAN_IDENTITY: BrazilianClientIdentity = {
  cnpj: null,
  cpf: null,
  inscricaoEstadual: null,
  street: null,
  number: null,
  complement: null,
  district: null,
  municipalityCode: null,
  municipalityName: null,
  uf: null,
  cep: null,
};

/**
 * A client of a user: contact details, its country (null when not given: taken to be the
 * seller's), its kind, its VAT number (of any country), and its French and Brazilian identities,
 * each null when none of its fields is known (`clientFromJson` keeps it so).
 */
export const Client = Schema.Struct({
  id: Schema.NonEmptyString,
  name: Schema.String,
  email: Schema.String,
  company: text,
  phone: text,
  address: text,
  country: Schema.NullOr(CountryCode),
  kind: ClientKind,
  vatNumber: Schema.NullOr(VatNumber),
  france: Schema.NullOr(FrenchClientIdentity),
  brazil: Schema.NullOr(BrazilianClientIdentity),
});
export type Client = typeof Client.Type;

/**
 * A client as the list shows it (docs/PRODUCT-RULES.md#api: id, name, email, company, phone,
 * address).
 */
export const ClientListItem = Client.mapFields((fields) => ({
  id: fields.id,
  name: fields.name,
  email: fields.email,
  company: fields.company,
  phone: fields.phone,
  address: fields.address,
}));
export type ClientListItem = typeof ClientListItem.Type;
