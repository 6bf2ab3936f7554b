import { Migration } from "@mikro-orm/migrations";

/** Users, their sessions, and the per-user invoice number counter. */
export class M0001AccountsAndNumbering extends Migration {
  override up(): void {
    this.addSql(`create table "users" (
      "id" uuid not null,
      "email" text not null,
      "password_hash" text not null,
      "first_name" text not null,
      "last_name" text not null,
      "company_name" text null,
      "phone" text null,
      "address" text null,
      "logo" text null,
      "currency" text not null,
      "language" text not null,
      "time_zone" text not null,
      "sandbox_mode" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "users_email_unique" unique ("email"),
      constraint "users_email_check" check (email = lower(email))
    );`);
    this.addSql(`create table "sessions" (
      "id" uuid not null,
      "user_id" uuid not null,
      "token_hash" text not null,
      "remember_me" boolean not null,
      "expires_at" timestamptz not null,
      "revoked_at" timestamptz null,
      "created_at" timestamptz not null,
      primary key ("id"),
      constraint "sessions_token_hash_unique" unique ("token_hash"),
      constraint "sessions_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade
    );`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create table "invoice_number_counters" (
      "user_id" uuid not null,
      "last_number" int not null,
      primary key ("user_id"),
      constraint "invoice_number_counters_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade
    );`);
  }

  override down(): void {
    this.addSql(`drop table "invoice_number_counters";`);
    this.addSql(`drop table "sessions";`);
    this.addSql(`drop table "users";`);
  }
}
