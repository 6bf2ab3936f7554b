import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A user's plan subscription; plans themselves are constants of the core. */
export const SubscriptionSchema = defineEntity({
  name: "Subscription",
  tableName: "subscriptions",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    planId: p.text(),
    status: p.enum(["active", "canceled"]),
    currentPeriodEnd: p.datetime(),
  },
});

export class Subscription extends SubscriptionSchema.class {}
SubscriptionSchema.setClass(Subscription);
