import { Migration } from "@mikro-orm/migrations";

/**
 * The French mentions of an invoice (docs/PRODUCT-RULES.md#france-mentions): its operation
 * category (BT-23, null: the seller's default) and delivery address (BG-15), and each line's VAT
 * category and exemption reason, on invoices and on the credit notes that copy their lines.
 * Existing lines state no category: they keep the default of their rate.
 */
export class M0041InvoiceFranceMentions extends Migration {
  override up(): void {
    this.addSql(`alter table "invoices"
      add "operation_category" text null,
      add "delivery_address" jsonb null;`);
    for (const table of ["invoice_items", "credit_note_items"]) {
      this.addSql(`alter table "${table}"
        add "vat_category" text null,
        add "vat_exemption_reason" text null;`);
    }
  }
}
