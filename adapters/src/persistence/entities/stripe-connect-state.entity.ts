import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A pending Stripe Connect onboarding: the SHA-256 of its `state`, its seller, when it began. */
export const StripeConnectStateSchema = defineEntity({
  name: "StripeConnectState",
  tableName: "stripe_connect_states",
  properties: {
    stateHash: p.text().primary(),
    user: () =>
      p.manyToOne(User).ref().deleteRule("cascade").index("stripe_connect_states_user_id_index"),
    createdAt: p.datetime(),
  },
});

export class StripeConnectState extends StripeConnectStateSchema.class {}
StripeConnectStateSchema.setClass(StripeConnectState);
