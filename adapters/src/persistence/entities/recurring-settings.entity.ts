import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A user's settings of recurring invoices: what the job does after downtime. */
export const RecurringSettingsSchema = defineEntity({
  name: "RecurringSettings",
  tableName: "recurring_settings",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    catchUp: p.enum(["everyPeriod", "latestOnly"]),
  },
});

export class RecurringSettings extends RecurringSettingsSchema.class {}
RecurringSettingsSchema.setClass(RecurringSettings);
