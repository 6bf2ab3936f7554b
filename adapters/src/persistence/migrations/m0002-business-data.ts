import { Migration } from "@mikro-orm/migrations";

/**
 * Everything a user keeps beyond the account: roles, sessions known by their token hash, reset
 * tokens, the sign-in throttle, clients, invoices with items and history, settings, sandbox test
 * runs, subscriptions and payments.
 */
export class M0002BusinessData extends Migration {
  override up(): void {
    this.addSql(`alter table "users" add "role" text not null default 'user';`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin'));`,
    );

    // The core knows a session by its token hash alone, and logging out deletes the row.
    this.addSql(`alter table "sessions" drop constraint "sessions_token_hash_unique";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_pkey";`);
    this.addSql(
      `alter table "sessions" drop column "id", drop column "remember_me", drop column "revoked_at";`,
    );
    this.addSql(`alter table "sessions" add primary key ("token_hash");`);

    this.addSql(`create table "notification_preferences" (
      "user_id" uuid not null,
      "email_notifications" boolean not null,
      "payment_reminders" boolean not null,
      "overdue_notifications" boolean not null,
      "new_feature_announcements" boolean not null,
      primary key ("user_id"),
      constraint "notification_preferences_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade
    );`);

    this.addSql(`create table "password_reset_tokens" (
      "token_hash" text not null,
      "user_id" uuid not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      primary key ("token_hash"),
      constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade
    );`);
    this.addSql(
      `create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`,
    );

    this.addSql(`create table "login_failures" (
      "id" bigserial primary key,
      "kind" text not null,
      "key" text not null,
      "at" timestamptz not null,
      constraint "login_failures_kind_check" check ("kind" in ('email', 'address'))
    );`);
    this.addSql(
      `create index "login_failures_kind_key_at_index" on "login_failures" ("kind", "key", "at");`,
    );

    this.addSql(`create table "clients" (
      "id" uuid not null,
      "user_id" uuid not null,
      "name" text not null,
      "email" text not null,
      "company" text null,
      "phone" text null,
      "address" text null,
      "siret" text null,
      "vat_number" text null,
      "cnpj" text null,
      "cpf" text null,
      "inscricao_estadual" text null,
      "street" text null,
      "number" text null,
      "complement" text null,
      "district" text null,
      "municipality_code" text null,
      "municipality_name" text null,
      "uf" text null,
      "cep" text null,
      primary key ("id"),
      constraint "clients_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade
    );`);
    this.addSql(
      `create index "clients_user_id_name_index" on "clients" ("user_id", "name" collate "und-x-icu", "id");`,
    );

    this.addSql(`create table "invoices" (
      "id" uuid not null,
      "user_id" uuid not null,
      "client_id" uuid not null,
      "number" int null,
      "status" text not null,
      "issue_date" date not null,
      "due_date" date not null,
      "currency" text not null,
      "subtotal" bigint not null,
      "tax_amount" bigint not null,
      "total" bigint not null,
      "notes" text not null,
      "siret" text null,
      "vat_number" text null,
      "sent_at" timestamptz null,
      "paid_at" timestamptz null,
      "cancelled_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "invoices_user_id_number_unique" unique ("user_id", "number"),
      constraint "invoices_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "invoices_client_id_foreign" foreign key ("client_id") references "clients" ("id"),
      constraint "invoices_number_check" check (number > 0),
      constraint "invoices_status_check"
        check ("status" in ('draft', 'sent', 'paid', 'overdue', 'cancelled')),
      constraint "invoices_issued_number_check" check (status = 'draft' or number is not null)
    );`);
    this.addSql(`create index "invoices_client_id_index" on "invoices" ("client_id");`);
    this.addSql(
      `create index "invoices_user_id_issue_date_index" on "invoices" ("user_id", "issue_date", "id");`,
    );
    this.addSql(
      `create index "invoices_user_id_due_date_index" on "invoices" ("user_id", "due_date", "id");`,
    );
    this.addSql(
      `create index "invoices_user_id_total_index" on "invoices" ("user_id", "total", "id");`,
    );
    this.addSql(
      `create index "invoices_user_id_created_at_index" on "invoices" ("user_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "invoices_user_id_status_due_date_index" on "invoices" ("user_id", "status", "due_date");`,
    );
    this.addSql(
      `create index "invoices_user_id_paid_at_index" on "invoices" ("user_id", "paid_at");`,
    );
    this.addSql(
      `create index "invoices_sent_due_date_index" on "invoices" ("due_date") where status = 'sent';`,
    );

    this.addSql(`create table "invoice_items" (
      "id" uuid not null,
      "invoice_id" uuid not null,
      "position" int not null,
      "description" text not null,
      "quantity" int not null,
      "unit_price" bigint not null,
      "tax_rate_tenths" int not null,
      "tax_amount" bigint not null,
      "total" bigint not null,
      primary key ("id"),
      constraint "invoice_items_invoice_id_position_unique" unique ("invoice_id", "position"),
      constraint "invoice_items_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "invoice_items_tax_rate_tenths_check" check (tax_rate_tenths >= 0 and tax_rate_tenths <= 1000)
    );`);

    this.addSql(`create table "invoice_history" (
      "id" uuid not null,
      "invoice_id" uuid not null,
      "at" timestamptz not null,
      "event" text not null,
      "from_status" text null,
      "to_status" text not null,
      primary key ("id"),
      constraint "invoice_history_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "invoice_history_event_check"
        check ("event" in ('created', 'edited', 'statusChanged', 'emailed')),
      constraint "invoice_history_from_status_check"
        check ("from_status" in ('draft', 'sent', 'paid', 'overdue', 'cancelled')),
      constraint "invoice_history_to_status_check"
        check ("to_status" in ('draft', 'sent', 'paid', 'overdue', 'cancelled'))
    );`);
    this.addSql(
      `create index "invoice_history_invoice_id_at_index" on "invoice_history" ("invoice_id", "at");`,
    );

    this.addSql(`create table "france_settings" (
      "user_id" uuid not null,
      "siret" text not null,
      "vat_number" text null,
      "company_name" text not null,
      "address" text null,
      "city" text null,
      "postal_code" text null,
      "country" text not null,
      "auto_send_to_pfu" boolean not null,
      "default_vat_rate" double precision not null,
      primary key ("user_id"),
      constraint "france_settings_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade
    );`);

    this.addSql(`create table "brazil_settings" (
      "user_id" uuid not null,
      "cnpj" text not null,
      "cpf" text null,
      "inscricao_estadual" text null,
      "inscricao_municipal" text null,
      "company_name" text not null,
      "address" text null,
      "number" text null,
      "complement" text null,
      "district" text null,
      "city" text null,
      "municipality_code" text null,
      "uf" text null,
      "postal_code" text null,
      "country" text not null,
      "regime" text not null,
      "auto_send_to_sefaz" boolean not null,
      "default_nfe_environment" text not null,
      "natureza_operacao" text not null,
      "codigo_cfop" text not null,
      primary key ("user_id"),
      constraint "brazil_settings_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade
    );`);

    this.addSql(`create table "test_results" (
      "id" uuid not null,
      "user_id" uuid not null,
      "test_type" text not null,
      "status" text not null,
      "ran_at" timestamptz not null,
      "details" jsonb not null,
      primary key ("id"),
      constraint "test_results_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "test_results_status_check" check ("status" in ('success', 'warning', 'error'))
    );`);
    this.addSql(
      `create index "test_results_user_id_ran_at_index" on "test_results" ("user_id", "ran_at");`,
    );

    this.addSql(`create table "subscriptions" (
      "user_id" uuid not null,
      "plan_id" text not null,
      "status" text not null,
      "current_period_end" timestamptz not null,
      primary key ("user_id"),
      constraint "subscriptions_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade,
      constraint "subscriptions_status_check" check ("status" in ('active', 'canceled'))
    );`);

    this.addSql(`create table "payments" (
      "id" uuid not null,
      "user_id" uuid not null,
      "provider_payment_id" text not null,
      "plan_id" text null,
      "invoice_id" uuid null,
      "amount" bigint not null,
      "currency" text not null,
      "status" text not null,
      "failure_reason" text null,
      "created_at" timestamptz not null,
      "paid_at" timestamptz null,
      "refunded_at" timestamptz null,
      primary key ("id"),
      constraint "payments_provider_payment_id_unique" unique ("provider_payment_id"),
      constraint "payments_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "payments_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete set null,
      constraint "payments_status_check"
        check ("status" in ('pending', 'succeeded', 'failed', 'canceled', 'refunded'))
    );`);
    this.addSql(`create index "payments_invoice_id_index" on "payments" ("invoice_id");`);
    this.addSql(
      `create index "payments_user_id_created_at_index" on "payments" ("user_id", "created_at");`,
    );

    this.addSql(`create table "payment_events" (
      "event_id" text not null,
      "received_at" timestamptz not null default current_timestamp,
      primary key ("event_id")
    );`);
  }

  override down(): void {
    for (const table of [
      "payment_events",
      "payments",
      "subscriptions",
      "test_results",
      "brazil_settings",
      "france_settings",
      "invoice_history",
      "invoice_items",
      "invoices",
      "clients",
      "login_failures",
      "password_reset_tokens",
      "notification_preferences",
    ]) {
      this.addSql(`drop table "${table}";`);
    }
    this.addSql(`delete from "sessions";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_pkey";`);
    this.addSql(`alter table "sessions" add "id" uuid not null, add "remember_me" boolean not null,
      add "revoked_at" timestamptz null;`);
    this.addSql(`alter table "sessions" add primary key ("id");`);
    this.addSql(
      `alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`alter table "users" drop column "role";`);
  }
}
