import { Migration } from "@mikro-orm/migrations";

/**
 * Credit notes (docs/PRODUCT-RULES.md#credit-notes): each user's own gapless series, kept by a
 * counter row that also holds the last credit note's date (numbers follow dates), the credit notes
 * of an invoice and their lines, each naming the invoice line it credits.
 */
export class M0017CreditNotes extends Migration {
  override up(): void {
    this.addSql(`create table "credit_note_number_counters" (
      "user_id" uuid not null,
      "last_number" int not null,
      "last_issue_date" date not null,
      primary key ("user_id"),
      constraint "credit_note_number_counters_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create table "credit_notes" (
      "id" uuid not null,
      "user_id" uuid not null,
      "invoice_id" uuid not null,
      "number" int not null,
      "issue_date" date not null,
      "reason" text not null,
      "currency" text not null,
      "subtotal" bigint not null,
      "tax_amount" bigint not null,
      "total" bigint not null,
      "created_at" timestamptz not null,
      primary key ("id"),
      constraint "credit_notes_user_id_number_unique" unique ("user_id", "number"),
      constraint "credit_notes_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "credit_notes_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "credit_notes_number_check" check (number > 0)
    );`);
    this.addSql(`create index "credit_notes_invoice_id_index" on "credit_notes" ("invoice_id");`);
    this.addSql(`create table "credit_note_items" (
      "id" uuid not null,
      "credit_note_id" uuid not null,
      "invoice_item_id" uuid not null,
      "position" int not null,
      "description" text not null,
      "quantity" numeric(14,4) not null,
      "unit_code" text not null default 'C62',
      "unit_price" bigint not null,
      "discount_percent_hundredths" int null,
      "discount_amount" bigint null,
      "tax_rate_tenths" int not null,
      "tax_amount" bigint not null,
      "total" bigint not null,
      primary key ("id"),
      constraint "credit_note_items_credit_note_id_position_unique"
        unique ("credit_note_id", "position"),
      constraint "credit_note_items_credit_note_id_foreign" foreign key ("credit_note_id")
        references "credit_notes" ("id") on delete cascade,
      constraint "credit_note_items_quantity_check" check (quantity > 0),
      constraint "credit_note_items_tax_rate_tenths_check"
        check (tax_rate_tenths >= 0 and tax_rate_tenths <= 1000)
    );`);
  }
}
