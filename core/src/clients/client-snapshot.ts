import { Schema } from "effect";
import { Cep } from "../brazil/cep.ts";
import { Cnpj } from "../brazil/cnpj.ts";
import { Cpf } from "../brazil/cpf.ts";
import { InscricaoEstadual } from "../brazil/inscricao-estadual.ts";
import { Uf } from "../brazil/uf.ts";
import { Siret } from "../france/siret.ts";
import { FrenchVatNumber } from "../france/vat-number.ts";
import type { Client } from "./client.ts";
import { IbgeMunicipalityCode } from "./ibge-municipality-code.ts";

const text = Schema.NullOr(Schema.String);

/**
 * The buyer of a numbered invoice as it was when the invoice took its number
 * (docs/PRODUCT-RULES.md#lifecycle: the parties are legal content), kept with the invoice so that a
 * later edit of the client record changes none of its documents. Stored in the flat shape and field
 * names of the client's API JSON (`GET /api/clients/{id}`), not the domain `Client`, so that a
 * stored snapshot reads the same whatever shape the domain takes later.
 */
export const ClientSnapshot = Schema.Struct({
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
export type ClientSnapshot = typeof ClientSnapshot.Type;

/** The client a numbered invoice's documents name: its snapshot, in the domain's shape. */
export const clientOfSnapshot = (snapshot: ClientSnapshot): Client => ({
  id: snapshot.id,
  name: snapshot.name,
  email: snapshot.email,
  company: snapshot.company,
  phone: snapshot.phone,
  address: snapshot.address,
  siret: snapshot.siret,
  vatNumber: snapshot.vatNumber,
  cnpj: snapshot.cnpj,
  cpf: snapshot.cpf,
  inscricaoEstadual: snapshot.inscricaoEstadual,
  street: snapshot.street,
  number: snapshot.number,
  complement: snapshot.complement,
  district: snapshot.district,
  municipalityCode: snapshot.municipalityCode,
  municipalityName: snapshot.municipalityName,
  uf: snapshot.uf,
  cep: snapshot.cep,
});
