import { defineEntity, p } from "@mikro-orm/core";
import { creditNoteArchiveQueueTrigger } from "./archive-queue-sql.ts";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * A credit note of a user on one of their invoices, amounts in minor units of the invoice's
 * currency; its number is unique among its owner's credit notes, and a trigger queues it for the
 * archive as it is stored. The index on the invoice serves
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
    /** The owner's credit-note prefix when this one took its number: its number stays as issued. */
    numberPrefix: p.text().default("CN-"),
    issueDate: p.date(),
    reason: p.text(),
    currency: p.text(),
    subtotal: p.bigint("number"),
    taxAmount: p.bigint("number"),
    total: p.bigint("number"),
    createdAt: p.datetime(),
  },
  uniques: [{ name: "credit_notes_user_id_number_unique", properties: ["user", "number"] }],
  triggers: [
    {
      name: creditNoteArchiveQueueTrigger.name,
      timing: "after",
      events: [creditNoteArchiveQueueTrigger.event],
      forEach: "row",
      expression: creditNoteArchiveQueueTrigger.createTrigger,
    },
  ],
});

export class CreditNote extends CreditNoteSchema.class {}
CreditNoteSchema.setClass(CreditNote);
