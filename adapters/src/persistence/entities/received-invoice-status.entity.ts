import { defineEntity, p } from "@mikro-orm/core";
import { ReceivedInvoice } from "./received-invoice.entity.ts";
import { User } from "./user.entity.ts";

/** A lifecycle status a user sent about a received invoice (205, 207, 210…), with its CDAR. */
export const ReceivedInvoiceStatusSchema = defineEntity({
  name: "ReceivedInvoiceStatus",
  tableName: "received_invoice_statuses",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    receivedInvoice: () => p.manyToOne(ReceivedInvoice).ref().deleteRule("cascade"),
    code: p.integer(),
    at: p.datetime(),
    reasonCode: p.text().nullable(),
    reason: p.text().nullable(),
    platform: p.enum(["pa", "sandbox-pa", "chorus-pro"]),
    flowId: p.text().nullable(),
    cdar: p.text().nullable(),
  },
  indexes: [
    {
      name: "received_invoice_statuses_received_invoice_id_at_index",
      properties: ["receivedInvoice", "at"],
    },
  ],
  checks: [
    { name: "received_invoice_statuses_code_check", expression: "code >= 200 and code <= 213" },
  ],
});

export class ReceivedInvoiceStatus extends ReceivedInvoiceStatusSchema.class {}
ReceivedInvoiceStatusSchema.setClass(ReceivedInvoiceStatus);
