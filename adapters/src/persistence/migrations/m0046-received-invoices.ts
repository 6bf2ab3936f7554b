import { Migration } from "@mikro-orm/migrations";

/**
 * Supplier invoices the user received (docs/FRANCE-PA.md#receiving): what each file says, the
 * validation's findings, the file's key in storage, one per supplier, number and year; and the
 * statuses the user sent about them, with the CDAR we wrote.
 */
export class M0046ReceivedInvoices extends Migration {
  override up(): void {
    this.addSql(`create table "received_invoices" (
      "id" uuid not null,
      "user_id" uuid not null,
      "duplicate_key" text not null,
      "syntax" text not null,
      "type_code" text not null,
      "number" text not null,
      "supplier_name" text not null,
      "issue_date" date not null,
      "currency" text not null,
      "amount_due" bigint not null,
      "content" jsonb not null,
      "validation" jsonb not null,
      "source" text not null,
      "flow_id" text null,
      "file_key" text not null,
      "content_type" text not null,
      "file_name" text not null,
      "received_at" timestamptz not null,
      "status" int null,
      "paid_at" timestamptz null,
      primary key ("id"),
      constraint "received_invoices_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "received_invoices_syntax_check" check ("syntax" in ('CII', 'UBL', 'Factur-X')),
      constraint "received_invoices_source_check" check ("source" in ('upload', 'pa'))
    );`);
    this.addSql(`create unique index "received_invoices_user_id_duplicate_key_unique"
      on "received_invoices" ("user_id", "duplicate_key");`);
    this.addSql(`create unique index "received_invoices_user_id_flow_id_unique"
      on "received_invoices" ("user_id", "flow_id") where "flow_id" is not null;`);
    this.addSql(`create index "received_invoices_user_id_received_at_index"
      on "received_invoices" ("user_id", "received_at");`);
    this.addSql(`create table "received_invoice_statuses" (
      "id" uuid not null,
      "user_id" uuid not null,
      "received_invoice_id" uuid not null,
      "code" int not null,
      "at" timestamptz not null,
      "reason_code" text null,
      "reason" text null,
      "platform" text not null,
      "flow_id" text null,
      "cdar" text null,
      primary key ("id"),
      constraint "received_invoice_statuses_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "received_invoice_statuses_received_invoice_id_foreign"
        foreign key ("received_invoice_id") references "received_invoices" ("id") on delete cascade,
      constraint "received_invoice_statuses_code_check" check ("code" between 200 and 213),
      constraint "received_invoice_statuses_platform_check"
        check ("platform" in ('pa', 'sandbox-pa', 'chorus-pro'))
    );`);
    this.addSql(`create index "received_invoice_statuses_received_invoice_id_at_index"
      on "received_invoice_statuses" ("received_invoice_id", "at");`);
  }
}
