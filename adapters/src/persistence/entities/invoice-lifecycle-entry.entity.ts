import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * A lifecycle status of an invoice under the French reform (200–213): one a platform sent, once
 * per flow, or one we emitted with the CDAR we wrote.
 */
export const InvoiceLifecycleEntrySchema = defineEntity({
  name: "InvoiceLifecycleEntry",
  tableName: "invoice_lifecycle",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade"),
    code: p.integer(),
    at: p.datetime(),
    reasonCode: p.text().nullable(),
    reason: p.text().nullable(),
    platform: p.enum(["pa", "sandbox-pa", "chorus-pro"]),
    flowId: p.text().nullable(),
    cdar: p.text().nullable(),
  },
  indexes: [{ name: "invoice_lifecycle_invoice_id_at_index", properties: ["invoice", "at"] }],
  uniques: [
    {
      name: "invoice_lifecycle_user_id_flow_id_unique",
      properties: ["user", "flowId"],
      where: "flow_id is not null",
    },
  ],
  checks: [{ name: "invoice_lifecycle_code_check", expression: "code >= 200 and code <= 213" }],
});

export class InvoiceLifecycleEntry extends InvoiceLifecycleEntrySchema.class {}
InvoiceLifecycleEntrySchema.setClass(InvoiceLifecycleEntry);
