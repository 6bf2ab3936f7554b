import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * A credit note of a user on one of their invoices, amounts in minor units of the invoice's
 * currency; its number is unique among its owner's credit notes. The index on the invoice serves
 * an invoice's credit notes and the dashboard's and reports' netting.
 */
export const CreditNoteSchema = defineEntity({
  name: "CreditNote",
  tableName: "credit_notes",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    invoice: () =>
      p.manyToOne(Invoice).ref().deleteRule("cascade").index("credit_notes_invoice_id_index"),
    number: p.integer().check("number > 0"),
    issueDate: p.date(),
    reason: p.text(),
    currency: p.text(),
    subtotal: p.bigint("number"),
    taxAmount: p.bigint("number"),
    total: p.bigint("number"),
    createdAt: p.datetime(),
  },
  uniques: [{ name: "credit_notes_user_id_number_unique", properties: ["user", "number"] }],
});

export class CreditNote extends CreditNoteSchema.class {}
CreditNoteSchema.setClass(CreditNote);
