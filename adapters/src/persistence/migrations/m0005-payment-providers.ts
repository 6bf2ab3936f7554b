import { Migration } from "@mikro-orm/migrations";

/**
 * Which provider took each payment (Stripe or the built-in sandbox), and the sandbox provider's
 * payment intents. No payment was taken before this migration, so existing rows (none in
 * practice) are Stripe's.
 */
export class M0005PaymentProviders extends Migration {
  override up(): void {
    this.addSql(`alter table "payments" add column "provider" text not null default 'stripe';`);
    this.addSql(`alter table "payments" alter column "provider" drop default;`);
    this.addSql(`alter table "payments" add constraint "payments_provider_check"
      check ("provider" in ('stripe', 'sandbox'));`);

    this.addSql(`create table "sandbox_payment_intents" (
      "id" text not null,
      "client_secret" text not null,
      "idempotency_key" text not null,
      "amount" bigint not null,
      "currency" text not null,
      "description" text not null,
      "status" text not null,
      "card_brand" text null,
      "card_last4" text null,
      "decline_code" text null,
      "failure_message" text null,
      "created_at" timestamptz not null default current_timestamp,
      primary key ("id"),
      constraint "sandbox_payment_intents_idempotency_key_unique" unique ("idempotency_key"),
      constraint "sandbox_payment_intents_status_check" check ("status" in
        ('requires_payment_method', 'requires_action', 'succeeded', 'refunded'))
    );`);
  }

  override down(): void {
    this.addSql(`drop table "sandbox_payment_intents";`);
    this.addSql(`alter table "payments" drop column "provider";`);
  }
}
