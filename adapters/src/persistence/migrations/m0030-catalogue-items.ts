import { Migration } from "@mikro-orm/migrations";

/**
 * Each user's catalogue of products and services (docs/PRODUCT-RULES.md#catalogue): name, unit,
 * price in minor units of its currency, tax rate in tenths of a percent, and by kind the goods'
 * NCM and CFOP or the service's national code and ISS rate in hundredths of a percent. Listed by
 * name under the ICU root collation, like clients.
 */
export class M0030CatalogueItems extends Migration {
  override up(): void {
    this.addSql(`create table "catalogue_items" (
      "id" uuid not null,
      "user_id" uuid not null,
      "name" text not null,
      "kind" text not null,
      "unit_code" text not null,
      "unit_price" bigint not null,
      "currency" text not null,
      "tax_rate_tenths" int not null,
      "ncm" text null,
      "cfop" text null,
      "service_code" text null,
      "iss_rate_hundredths" int null,
      primary key ("id"),
      constraint "catalogue_items_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade
    );`);
    this.addSql(
      `create index "catalogue_items_user_id_name_index" on "catalogue_items" ("user_id", "name" collate "und-x-icu", "id");`,
    );
  }
}
