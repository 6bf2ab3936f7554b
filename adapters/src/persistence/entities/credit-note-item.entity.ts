import { defineEntity, p } from "@mikro-orm/core";
import { CreditNote } from "./credit-note.entity.ts";

/**
 * A line of a credit note, amounts in minor units, with the invoice line it credits; the tax rate
 * in tenths of a percent as on invoice lines.
 */
export const CreditNoteItemSchema = defineEntity({
  name: "CreditNoteItem",
  tableName: "credit_note_items",
  properties: {
    id: p.uuid().primary(),
    creditNote: () => p.manyToOne(CreditNote).ref().deleteRule("cascade"),
    invoiceItemId: p.uuid(),
    position: p.integer(),
    description: p.text(),
    quantity: p.integer(),
    unitPrice: p.bigint("number"),
    taxRateTenths: p.integer().check("tax_rate_tenths >= 0 and tax_rate_tenths <= 1000"),
    taxAmount: p.bigint("number"),
    total: p.bigint("number"),
  },
  uniques: [
    {
      name: "credit_note_items_credit_note_id_position_unique",
      properties: ["creditNote", "position"],
    },
  ],
});

export class CreditNoteItem extends CreditNoteItemSchema.class {}
CreditNoteItemSchema.setClass(CreditNoteItem);
