import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * A cancellation event sent for an NFS-e, with the national system's answer and the signed request
 * and registered event kept byte for byte (docs/BRAZIL.md).
 */
export const NfseEventSchema = defineEntity({
  name: "NfseEvent",
  tableName: "nfse_events",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade"),
    accessKey: p.text(),
    kind: p.enum(["cancellation"]),
    reason: p.enum(["1", "2", "9"]),
    justification: p.text(),
    registered: p.boolean(),
    messages: p.json<ReadonlyArray<unknown>>(),
    sentAt: p.datetime(),
    registeredAt: p.datetime().nullable(),
    signedXml: p.text(),
    eventXml: p.text().nullable(),
    responseJson: p.text(),
  },
  indexes: [
    { name: "nfse_events_invoice_id_sent_at_index", properties: ["invoice", "sentAt"] },
    { name: "nfse_events_user_id_access_key_index", properties: ["user", "accessKey"] },
  ],
  checks: [
    {
      name: "nfse_events_registered_check",
      expression: "not registered or event_xml is not null",
    },
  ],
});

export class NfseEvent extends NfseEventSchema.class {}
NfseEventSchema.setClass(NfseEvent);
