import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A user's Brazilian e-invoicing settings, with the structured address an NF-e needs. */
export const BrazilSettingsSchema = defineEntity({
  name: "BrazilSettings",
  tableName: "brazil_settings",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    cnpj: p.text(),
    cpf: p.text().nullable(),
    inscricaoEstadual: p.text().nullable(),
    inscricaoMunicipal: p.text().nullable(),
    companyName: p.text(),
    address: p.text().nullable(),
    number: p.text().nullable(),
    complement: p.text().nullable(),
    district: p.text().nullable(),
    city: p.text().nullable(),
    municipalityCode: p.text().nullable(),
    uf: p.text().nullable(),
    postalCode: p.text().nullable(),
    country: p.text(),
    regime: p.text(),
    autoSendToSefaz: p.boolean(),
    defaultNfeEnvironment: p.text(),
    naturezaOperacao: p.text(),
    codigoCfop: p.text(),
    nfeSerie: p.integer().default(1).check("nfe_serie >= 0 and nfe_serie <= 889"),
  },
});

export class BrazilSettings extends BrazilSettingsSchema.class {}
BrazilSettingsSchema.setClass(BrazilSettings);
