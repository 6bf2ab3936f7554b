import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * The last quote number given to a user; one row per user, locked while a quote is numbered, so
 * the `QUO-` series has no gap and no duplicate.
 */
export const QuoteNumberCounterSchema = defineEntity({
  name: "QuoteNumberCounter",
  tableName: "quote_number_counters",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    lastNumber: p.integer(),
  },
});

export class QuoteNumberCounter extends QuoteNumberCounterSchema.class {}
QuoteNumberCounterSchema.setClass(QuoteNumberCounter);
