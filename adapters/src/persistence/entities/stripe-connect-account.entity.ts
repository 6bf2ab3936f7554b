import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A seller's Stripe account connected through Stripe Connect (Standard), one per seller. */
export const StripeConnectAccountSchema = defineEntity({
  name: "StripeConnectAccount",
  tableName: "stripe_connect_accounts",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    accountId: p.text(),
    connectedAt: p.datetime(),
  },
});

export class StripeConnectAccount extends StripeConnectAccountSchema.class {}
StripeConnectAccountSchema.setClass(StripeConnectAccount);
