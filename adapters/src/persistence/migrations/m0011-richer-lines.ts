import { Migration } from "@mikro-orm/migrations";

/**
 * Richer invoice lines (docs/PRODUCT-RULES.md#lines): a decimal quantity with four places, a UN/ECE
 * Rec. 20 unit, a line discount and an invoice discount (a percentage in hundredths, or an amount
 * in minor units, never both), tax-inclusive prices, and a service date or period. Existing rows
 * keep their meaning: a quantity of 1 stays 1, the unit is C62 (a piece), no discount, prices
 * without tax, no service date.
 */
export class M0011RicherLines extends Migration {
  override up(): void {
    this.addSql(`alter table "invoice_items"
      alter column "quantity" type numeric(14,4),
      add "unit_code" text not null default 'C62',
      add "discount_percent_hundredths" int null,
      add "discount_amount" bigint null;`);
    this.addSql(`alter table "invoice_items"
      add constraint "invoice_items_quantity_check" check (quantity > 0);`);
    this.addSql(`alter table "invoices"
      add "prices_include_tax" boolean not null default false,
      add "discount_percent_hundredths" int null,
      add "discount_amount" bigint null,
      add "service_date" date null,
      add "service_start" date null,
      add "service_end" date null;`);
  }
}
