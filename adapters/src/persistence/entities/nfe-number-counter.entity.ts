import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * The last NF-e number taken per owner, environment, issuer CNPJ and série; locked while a number
 * is taken (docs/PRODUCT-RULES.md#nf-e-numbering).
 */
export const NfeNumberCounterSchema = defineEntity({
  name: "NfeNumberCounter",
  tableName: "nfe_number_counters",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    environment: p.enum(["homologation", "production"]).primary(),
    issuer: p.text().primary(),
    serie: p.integer().primary(),
    lastNumber: p.integer(),
  },
  checks: [
    {
      name: "nfe_number_counters_last_number_check",
      expression: "last_number >= 0 and last_number <= 999999999",
    },
  ],
});

export class NfeNumberCounter extends NfeNumberCounterSchema.class {}
NfeNumberCounterSchema.setClass(NfeNumberCounter);
