import { Migration } from "@mikro-orm/migrations";

/**
 * Stripe Connect (docs/PRODUCT-RULES.md#stripe-connect): each seller's connected Standard account,
 * the pending onboardings' `state` values by their SHA-256, and on each card payment the connected
 * account it was made on (null for the operator's account and the sandbox).
 */
export class M0053StripeConnect extends Migration {
  override up(): void {
    this.addSql(`create table "stripe_connect_accounts" (
      "user_id" uuid not null,
      "account_id" text not null,
      "connected_at" timestamptz not null,
      primary key ("user_id"),
      constraint "stripe_connect_accounts_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create table "stripe_connect_states" (
      "state_hash" text not null,
      "user_id" uuid not null,
      "created_at" timestamptz not null,
      primary key ("state_hash"),
      constraint "stripe_connect_states_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade
    );`);
    this.addSql(`create index "stripe_connect_states_user_id_index"
      on "stripe_connect_states" ("user_id");`);
    this.addSql(`alter table "payments" add column "connected_account" text null;`);
  }
}
