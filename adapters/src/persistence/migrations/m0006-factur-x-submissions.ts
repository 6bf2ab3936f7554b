import { Migration } from "@mikro-orm/migrations";

/** Each submission of an invoice's Factur-X to the French platform, with the platform's answer. */
export class M0006FacturXSubmissions extends Migration {
  override up(): void {
    this.addSql(`create table "factur_x_submissions" (
      "id" uuid not null,
      "user_id" uuid not null,
      "invoice_id" uuid not null,
      "trigger" text not null,
      "environment" text not null,
      "status" text not null,
      "flow_id" text null,
      "reason" text null,
      "failed_rules" jsonb not null,
      "error" text null,
      "fields" jsonb null,
      "submitted_at" timestamptz not null,
      "answered_at" timestamptz not null,
      primary key ("id"),
      constraint "factur_x_submissions_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "factur_x_submissions_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "factur_x_submissions_trigger_check" check ("trigger" in ('manual', 'auto')),
      constraint "factur_x_submissions_environment_check"
        check ("environment" in ('sandbox', 'production')),
      constraint "factur_x_submissions_status_check" check ("status" in
        ('deposited', 'issued', 'received', 'madeAvailable', 'rejected', 'failed'))
    );`);
    this.addSql(`create index "factur_x_submissions_invoice_id_submitted_at_index"
      on "factur_x_submissions" ("invoice_id", "submitted_at");`);
  }
}
