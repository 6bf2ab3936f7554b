import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";

/**
 * A line of an invoice, amounts in minor units. The tax rate is kept in tenths of a percent
 * (5.5 % is 55), exact where a numeric column would come back as a string; the quantity is a
 * numeric with four places, read through JSON (invoice-row.ts) where it comes back as a number.
 * A discount is a percentage in hundredths or an amount, never both. A line picked from the
 * catalogue names its entry (no foreign key: deleting the entry leaves the line) and its NCM.
 */
export const InvoiceItemSchema = defineEntity({
  name: "InvoiceItem",
  tableName: "invoice_items",
  properties: {
    id: p.uuid().primary(),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade"),
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
    catalogueItemId: p.uuid().nullable(),
    ncm: p.text().nullable(),
    cfop: p.text().nullable(),
  },
  uniques: [
    { name: "invoice_items_invoice_id_position_unique", properties: ["invoice", "position"] },
  ],
});

export class InvoiceItem extends InvoiceItemSchema.class {}
InvoiceItemSchema.setClass(InvoiceItem);
