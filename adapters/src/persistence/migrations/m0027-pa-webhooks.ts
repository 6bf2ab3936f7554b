import { Migration } from "@mikro-orm/migrations";

/**
 * The webhook each user's PA calls back (docs/FRANCE-PA.md#webhooks): the random hook naming the
 * user in the callback address, and the subscription's signing key, sealed (AES-256-GCM, like the
 * PA secret). Its own table, as it is written when the PA answers the subscription, not with the
 * settings.
 */
export class M0027PaWebhooks extends Migration {
  override up(): void {
    this.addSql(`create table "pa_webhooks" (
      "user_id" uuid not null,
      "hook" text not null,
      "webhook_id" text not null,
      "sealed_signing_key" text not null,
      "created_at" timestamptz not null default now(),
      primary key ("user_id"),
      constraint "pa_webhooks_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "pa_webhooks_hook_unique" unique ("hook")
    );`);
  }
}
