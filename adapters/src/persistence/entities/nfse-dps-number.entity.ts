import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * The DPS number an invoice holds: the primary key keeps a number unique, the unique (invoice,
 * environment, issuer, série) keeps an invoice on one number however often its DPS is sent.
 */
export const NfseDpsNumberSchema = defineEntity({
  name: "NfseDpsNumber",
  tableName: "nfse_dps_numbers",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    environment: p.text().primary(),
    issuer: p.text().primary(),
    serie: p.text().primary(),
    nDps: p.integer().primary(),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade"),
    assignedAt: p.datetime(),
  },
  uniques: [
    {
      name: "nfse_dps_numbers_invoice_series_unique",
      properties: ["invoice", "environment", "issuer", "serie"],
    },
  ],
  checks: [{ name: "nfse_dps_numbers_n_dps_check", expression: "n_dps >= 1" }],
});

export class NfseDpsNumber extends NfseDpsNumberSchema.class {}
NfseDpsNumberSchema.setClass(NfseDpsNumber);
