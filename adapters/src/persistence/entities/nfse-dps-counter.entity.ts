import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** The last DPS number taken per owner, environment, provider CNPJ and série (docs/BRAZIL.md). */
export const NfseDpsCounterSchema = defineEntity({
  name: "NfseDpsCounter",
  tableName: "nfse_dps_counters",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    environment: p.enum(["homologation", "production"]).primary(),
    issuer: p.text().primary(),
    serie: p.text().primary(),
    lastNumber: p.integer(),
  },
  checks: [{ name: "nfse_dps_counters_last_number_check", expression: "last_number >= 0" }],
});

export class NfseDpsCounter extends NfseDpsCounterSchema.class {}
NfseDpsCounterSchema.setClass(NfseDpsCounter);
