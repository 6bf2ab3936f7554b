import { Migration } from "@mikro-orm/migrations";

/**
 * An invoice line picked from the catalogue names its entry and keeps the entry's NCM as it was
 * when the line was saved (docs/PRODUCT-RULES.md#catalogue). The id is kept without a foreign key:
 * deleting an entry leaves the lines, issued ones above all, exactly as they were.
 */
export class M0031InvoiceLineCatalogueItem extends Migration {
  override up(): void {
    this.addSql(`alter table "invoice_items"
      add "catalogue_item_id" uuid null,
      add "ncm" text null;`);
  }
}
