import { defineEntity, p } from "@mikro-orm/core";
import { CreditNote } from "./credit-note.entity.ts";

/**
 * A line of a credit note, amounts in minor units, with the invoice line it credits; quantity,
 * unit, discount and tax rate kept as on invoice lines.
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
    quantity: p.decimal("number").precision(14).scale(4).check("quantity > 0"),
    unitCode: p.text().default("C62"),
    unitPrice: p.bigint("number"),
    discountPercentHundredths: p.integer().nullable(),
    discountAmount: p.bigint("number").nullable(),
    taxRateTenths: p.integer().check("tax_rate_tenths >= 0 and tax_rate_tenths <= 1000"),
    taxAmount: p.bigint("number"),
    total: p.bigint("number"),
    vatCategory: p.text().nullable(),
    vatExemptionReason: p.text().nullable(),
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
