import { defineEntity, p } from "@mikro-orm/core";
import { clientRenameTrigger } from "./invoice-buyer-sql.ts";
import { User } from "./user.entity.ts";

/**
 * A client of a user. Lists order it by name under the ICU root collation, which PostgreSQL
 * servers and PGlite share whatever their default locale, so the index serves that order. A
 * rename reaches the buyer's name of its drafts and keeps the old name (invoice-buyer-sql.ts).
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
    /** Names the client had before a rename, which its numbered invoices may still show. */
    formerNames: p.json<ReadonlyArray<string>>().nullable(),
  },
  checks: [
    { name: "clients_kind_check", expression: "kind in ('company', 'individual', 'public')" },
  ],
  indexes: [
    {
      name: "clients_user_id_name_index",
      columns: [{ name: "user_id" }, { name: "name", collation: "und-x-icu" }, { name: "id" }],
    },
    {
      name: "clients_user_id_renamed_index",
      properties: ["user"],
      where: "former_names is not null",
    },
  ],
  triggers: [
    {
      name: clientRenameTrigger.name,
      timing: clientRenameTrigger.timing,
      events: [clientRenameTrigger.event],
      forEach: "row",
      expression: clientRenameTrigger.createTrigger,
    },
  ],
});

export class Client extends ClientSchema.class {}
ClientSchema.setClass(Client);
