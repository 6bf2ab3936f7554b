import { defineEntity, p } from "@mikro-orm/core";

/** A payment provider's event id, recorded when handled so a redelivered webhook is ignored. */
export const PaymentEventSchema = defineEntity({
  name: "PaymentEvent",
  tableName: "payment_events",
  properties: {
    eventId: p.text().primary(),
    receivedAt: p.datetime().defaultRaw("current_timestamp"),
  },
});

export class PaymentEvent extends PaymentEventSchema.class {}
PaymentEventSchema.setClass(PaymentEvent);
