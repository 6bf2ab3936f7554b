import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * An NF-e event sent to SEFAZ (cancellation, correction letter) or a voided number range, with
 * SEFAZ's answer and the signed XML kept byte for byte (docs/PRODUCT-RULES.md#nf-e-events). A
 * voided range has no invoice and sets `fromNumber` and `toNumber`.
 */
export const NfeEventSchema = defineEntity({
  name: "NfeEvent",
  tableName: "nfe_events",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    invoice: () => p.manyToOne(Invoice).ref().nullable().deleteRule("cascade"),
    kind: p.enum(["cancellation", "correction", "voiding"]),
    environment: p.enum(["homologation", "production"]),
    sandbox: p.boolean(),
    issuer: p.text(),
    serie: p.integer(),
    accessKey: p.text().nullable(),
    sequence: p.integer(),
    fromNumber: p.integer().nullable(),
    toNumber: p.integer().nullable(),
    text: p.text(),
    cStat: p.text(),
    xMotivo: p.text(),
    protocol: p.text().nullable(),
    registered: p.boolean(),
    sentAt: p.datetime(),
    registeredAt: p.datetime().nullable(),
    signedXml: p.text(),
    responseXml: p.text(),
    procXml: p.text().nullable(),
  },
  indexes: [
    { name: "nfe_events_invoice_id_sent_at_index", properties: ["invoice", "sentAt"] },
    {
      name: "nfe_events_user_id_issuer_index",
      properties: ["user", "environment", "issuer", "serie"],
    },
  ],
  checks: [
    {
      name: "nfe_events_shape_check",
      expression:
        "(kind = 'voiding' and from_number is not null and to_number is not null) or (kind <> 'voiding' and invoice_id is not null and access_key is not null)",
    },
  ],
});

export class NfeEvent extends NfeEventSchema.class {}
NfeEventSchema.setClass(NfeEvent);
