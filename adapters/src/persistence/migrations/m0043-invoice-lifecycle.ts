import { Migration } from "@mikro-orm/migrations";

/**
 * The lifecycle statuses of invoices under the French reform (200–213): those the platforms
 * sent, each once per flow, and those we emitted with the CDAR we wrote.
 */
export class M0043InvoiceLifecycle extends Migration {
  override up(): void {
    this.addSql(`create table "invoice_lifecycle" (
      "id" uuid not null,
      "user_id" uuid not null,
      "invoice_id" uuid not null,
      "code" int not null,
      "at" timestamptz not null,
      "reason_code" text null,
      "reason" text null,
      "platform" text not null,
      "flow_id" text null,
      "cdar" text null,
      primary key ("id"),
      constraint "invoice_lifecycle_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "invoice_lifecycle_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "invoice_lifecycle_code_check" check ("code" between 200 and 213),
      constraint "invoice_lifecycle_platform_check"
        check ("platform" in ('pa', 'sandbox-pa', 'chorus-pro'))
    );`);
    this.addSql(`create unique index "invoice_lifecycle_user_id_flow_id_unique"
      on "invoice_lifecycle" ("user_id", "flow_id") where "flow_id" is not null;`);
    this.addSql(`create index "invoice_lifecycle_invoice_id_at_index"
      on "invoice_lifecycle" ("invoice_id", "at");`);
  }
}
