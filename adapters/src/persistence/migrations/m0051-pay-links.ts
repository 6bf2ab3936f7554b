import { Migration } from "@mikro-orm/migrations";

/**
 * Pay links (docs/PRODUCT-RULES.md#pay-links): the SHA-256 of each link's random token, never the
 * token itself, the invoice it opens, and when it was revoked. At most one link of an invoice is
 * live at a time.
 */
export class M0051PayLinks extends Migration {
  override up(): void {
    this.addSql(`create table "pay_links" (
      "id" uuid not null,
      "user_id" uuid not null,
      "invoice_id" uuid not null,
      "token_hash" text not null,
      "created_at" timestamptz not null,
      "revoked_at" timestamptz null,
      primary key ("id"),
      constraint "pay_links_token_hash_unique" unique ("token_hash"),
      constraint "pay_links_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "pay_links_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade
    );`);
    this.addSql(`create unique index "pay_links_live_invoice_unique" on "pay_links" ("invoice_id")
      where "revoked_at" is null;`);
  }
}
