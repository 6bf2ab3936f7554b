import { Schema } from "effect";
import { Cep } from "../brazil/cep.ts";
import { Cnpj } from "../brazil/cnpj.ts";
import { Cpf } from "../brazil/cpf.ts";
import { InscricaoEstadual } from "../brazil/inscricao-estadual.ts";
import { Uf } from "../brazil/uf.ts";
import { Siret } from "../france/siret.ts";
import { FrenchVatNumber } from "../france/vat-number.ts";
import { IbgeMunicipalityCode } from "./ibge-municipality-code.ts";

const text = Schema.NullOr(Schema.String);

/** A client of a user, as stored and as `GET /api/clients/{id}` shows it. */
export const Client = Schema.Struct({
  id: Schema.NonEmptyString,
  name: Schema.String,
  email: Schema.String,
  company: text,
  phone: text,
  address: text,
  siret: Schema.NullOr(Siret),
  vatNumber: Schema.NullOr(FrenchVatNumber),
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
export type Client = typeof Client.Type;

/** A client as the list shows it (spec §7: id, name, email, company, phone, address). */
export const ClientListItem = Client.mapFields((fields) => ({
  id: fields.id,
  name: fields.name,
  email: fields.email,
  company: fields.company,
  phone: fields.phone,
  address: fields.address,
}));
export type ClientListItem = typeof ClientListItem.Type;
