import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * The NF-e number an invoice holds: the primary key keeps a number unique, the unique (invoice,
 * environment, issuer, série) keeps an invoice on one number however often it is sent.
 */
export const NfeNumberSchema = defineEntity({
  name: "NfeNumber",
  tableName: "nfe_numbers",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    environment: p.text().primary(),
    issuer: p.text().primary(),
    serie: p.integer().primary(),
    nNf: p.integer().primary(),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade"),
    assignedAt: p.datetime(),
  },
  uniques: [
    {
      name: "nfe_numbers_invoice_series_unique",
      properties: ["invoice", "environment", "issuer", "serie"],
    },
  ],
  checks: [{ name: "nfe_numbers_n_nf_check", expression: "n_nf >= 1 and n_nf <= 999999999" }],
});

export class NfeNumber extends NfeNumberSchema.class {}
NfeNumberSchema.setClass(NfeNumber);
