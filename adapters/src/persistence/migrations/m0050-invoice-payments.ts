import { Migration } from "@mikro-orm/migrations";

/**
 * Payments recorded on invoices (docs/PRODUCT-RULES.md#invoice-payments): amount in minor units of
 * the invoice's currency, the day it was received, how, and the payer's reference. A deleted one
 * keeps its row with `deleted_at`, so the history still shows it. A card payment taken through a
 * provider names it (`card_payment_id`), at most once, so a confirmation and a webhook for the
 * same payment record it once. Recording and deleting one are lines of the invoice's history.
 */
export class M0050InvoicePayments extends Migration {
  override up(): void {
    this.addSql(`create table "invoice_payments" (
      "id" uuid not null,
      "user_id" uuid not null,
      "invoice_id" uuid not null,
      "amount" bigint not null,
      "currency" text not null,
      "date" date not null,
      "method" text not null,
      "reference" text not null,
      "card_payment_id" uuid null,
      "created_at" timestamptz not null,
      "deleted_at" timestamptz null,
      primary key ("id"),
      constraint "invoice_payments_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "invoice_payments_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "invoice_payments_card_payment_id_unique" unique ("card_payment_id"),
      constraint "invoice_payments_amount_check" check ("amount" > 0),
      constraint "invoice_payments_method_check"
        check ("method" in ('card', 'transfer', 'sepa', 'pix', 'cash', 'cheque'))
    );`);
    this.addSql(
      `create index "invoice_payments_invoice_id_index" on "invoice_payments" ("invoice_id");`,
    );
    this.addSql(
      `create index "invoice_payments_user_id_date_index" on "invoice_payments" ("user_id", "date");`,
    );
    this.addSql(`alter table "invoice_history" drop constraint "invoice_history_event_check";`);
    this.addSql(`alter table "invoice_history" add constraint "invoice_history_event_check"
      check ("event" in ('created', 'edited', 'statusChanged', 'emailed', 'noticeSent',
        'noticeFailed', 'creditNoteIssued', 'submitted', 'paymentRecorded', 'paymentDeleted'));`);
  }
}
