import { Migration } from "@mikro-orm/migrations";

/** Each user's invoice template, and how an e-mailed invoice left (method, recipient, message id). */
export class M0003InvoiceTemplatesAndEmailHistory extends Migration {
  override up(): void {
    this.addSql(`create table "invoice_templates" (
      "user_id" uuid not null,
      "layout" text not null,
      "accent_color" text not null,
      primary key ("user_id"),
      constraint "invoice_templates_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade,
      constraint "invoice_templates_layout_check"
        check ("layout" in ('classic', 'modern', 'compact'))
    );`);

    this.addSql(`alter table "invoice_history"
      add "email_method" text null,
      add "email_recipient" text null,
      add "email_message_id" text null,
      add "email_outbox" boolean null;`);
    this.addSql(`alter table "invoice_history" add constraint "invoice_history_email_method_check"
      check ("email_method" in ('smtp', 'resend'));`);
  }
}
