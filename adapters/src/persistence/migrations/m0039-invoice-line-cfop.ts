import { Migration } from "@mikro-orm/migrations";

/**
 * An invoice line picked from the catalogue keeps its product's sale CFOP as it was when the line
 * was saved, beside its NCM (docs/PRODUCT-RULES.md#catalogue): the NF-e writes it instead of the
 * settings' default. Lines saved before keep none, so their NF-e stay as they were.
 */
export class M0039InvoiceLineCfop extends Migration {
  override up(): void {
    this.addSql(`alter table "invoice_items" add "cfop" text null;`);
  }
}
