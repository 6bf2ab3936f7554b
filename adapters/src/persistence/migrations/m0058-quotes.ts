import { Migration } from "@mikro-orm/migrations";

/**
 * Quotes (docs/QUOTES.md): each user's own gapless `QUO-` series kept by a counter row, the quotes
 * with their lines (as their invoice lines would be, in one JSON column: a quote's lines are read
 * and written whole), the SHA-256 of each quote's client-link token, the invoices made of a quote
 * (deposits and the final one), the prepaid amount (BT-113) a final invoice deducts, and the
 * expiry job's kind among every kind a job run may have (the list must keep every earlier kind).
 */
export class M0058Quotes extends Migration {
  override up(): void {
    this.addSql(`create table "quote_number_counters" (
      "user_id" uuid not null,
      "last_number" int not null,
      primary key ("user_id"),
      constraint "quote_number_counters_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create table "quotes" (
      "id" uuid not null,
      "user_id" uuid not null,
      "client_id" uuid not null,
      "number" int null,
      "status" text not null,
      "issue_date" date not null,
      "valid_until" date not null,
      "currency" text not null,
      "prices_include_tax" boolean not null default false,
      "discount_percent_hundredths" int null,
      "discount_amount" bigint null,
      "notes" text not null,
      "items" jsonb not null,
      "subtotal" bigint not null,
      "tax_amount" bigint not null,
      "total" bigint not null,
      "link_token_hash" text null,
      "sent_at" timestamptz null,
      "answered_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "quotes_user_id_number_unique" unique ("user_id", "number"),
      constraint "quotes_link_token_hash_unique" unique ("link_token_hash"),
      constraint "quotes_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "quotes_client_id_foreign" foreign key ("client_id")
        references "clients" ("id") on delete cascade,
      constraint "quotes_number_check" check (number > 0),
      constraint "quotes_status_check"
        check ("status" in ('draft', 'sent', 'accepted', 'declined', 'expired')),
      constraint "quotes_sent_number_check" check (status = 'draft' or number is not null)
    );`);
    this.addSql(`create index "quotes_client_id_index" on "quotes" ("client_id");`);
    this.addSql(
      `create index "quotes_user_id_created_at_index" on "quotes" ("user_id", "created_at");`,
    );
    this.addSql(
      `create index "quotes_status_valid_until_index" on "quotes" ("status", "valid_until");`,
    );
    this.addSql(`create table "quote_invoices" (
      "invoice_id" uuid not null,
      "quote_id" uuid not null,
      "kind" text not null,
      "deposit_hundredths" int null,
      "created_at" timestamptz not null,
      primary key ("invoice_id"),
      constraint "quote_invoices_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on update cascade on delete cascade,
      constraint "quote_invoices_quote_id_foreign" foreign key ("quote_id")
        references "quotes" ("id") on delete cascade,
      constraint "quote_invoices_kind_check" check ("kind" in ('deposit', 'final'))
    );`);
    this.addSql(`create index "quote_invoices_quote_id_index" on "quote_invoices" ("quote_id");`);
    this.addSql(`alter table "invoices" add "prepaid_amount" bigint not null default '0';`);
    this.addSql(`alter table "job_runs" drop constraint "job_runs_kind_check";`);
    this.addSql(`alter table "job_runs" add constraint "job_runs_kind_check" check ("kind" in
      ('markOverdue', 'queueInvoiceNotices', 'sendInvoiceNotice', 'autoSendEInvoice',
       'housekeeping', 'archiveDocuments', 'autoSendQueued', 'pollPaStatuses', 'reportCashed',
       'issueRecurringInvoices', 'expireQuotes'));`);
  }
}
