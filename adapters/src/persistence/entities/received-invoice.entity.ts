import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * A supplier invoice a user received: what the file says (`content`, amounts in minor units),
 * the validation's findings, the file's storage key, and the latest status the user sent.
 * One per user, supplier, number and year (`duplicateKey`).
 */
export const ReceivedInvoiceSchema = defineEntity({
  name: "ReceivedInvoice",
  tableName: "received_invoices",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    duplicateKey: p.text(),
    syntax: p.enum(["CII", "UBL", "Factur-X"]),
    typeCode: p.text(),
    number: p.text(),
    supplierName: p.text(),
    issueDate: p.date(),
    currency: p.text(),
    amountDue: p.bigint("number"),
    content: p.json(),
    validation: p.json(),
    source: p.enum(["upload", "pa"]),
    flowId: p.text().nullable(),
    fileKey: p.text(),
    contentType: p.text(),
    fileName: p.text(),
    receivedAt: p.datetime(),
    status: p.integer().nullable(),
    paidAt: p.datetime().nullable(),
  },
  indexes: [
    { name: "received_invoices_user_id_received_at_index", properties: ["user", "receivedAt"] },
  ],
  uniques: [
    {
      name: "received_invoices_user_id_duplicate_key_unique",
      properties: ["user", "duplicateKey"],
    },
    {
      name: "received_invoices_user_id_flow_id_unique",
      properties: ["user", "flowId"],
      where: "flow_id is not null",
    },
  ],
});

export class ReceivedInvoice extends ReceivedInvoiceSchema.class {}
ReceivedInvoiceSchema.setClass(ReceivedInvoice);
