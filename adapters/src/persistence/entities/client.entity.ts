import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * A client of a user. Lists order it by name under the ICU root collation, which PostgreSQL
 * servers and PGlite share whatever their default locale, so the index serves that order.
 */
export const ClientSchema = defineEntity({
  name: "Client",
  tableName: "clients",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    name: p.text(),
    email: p.text(),
    company: p.text().nullable(),
    phone: p.text().nullable(),
    address: p.text().nullable(),
    country: p.text().nullable(),
    kind: p.text().default("company"),
    siren: p.text().nullable(),
    siret: p.text().nullable(),
    vatNumber: p.text().nullable(),
    cnpj: p.text().nullable(),
    cpf: p.text().nullable(),
    inscricaoEstadual: p.text().nullable(),
    street: p.text().nullable(),
    number: p.text().nullable(),
    complement: p.text().nullable(),
    district: p.text().nullable(),
    municipalityCode: p.text().nullable(),
    municipalityName: p.text().nullable(),
    uf: p.text().nullable(),
    cep: p.text().nullable(),
  },
  checks: [
    { name: "clients_kind_check", expression: "kind in ('company', 'individual', 'public')" },
  ],
  indexes: [
    {
      name: "clients_user_id_name_index",
      columns: [{ name: "user_id" }, { name: "name", collation: "und-x-icu" }, { name: "id" }],
    },
  ],
});

export class Client extends ClientSchema.class {}
ClientSchema.setClass(Client);
