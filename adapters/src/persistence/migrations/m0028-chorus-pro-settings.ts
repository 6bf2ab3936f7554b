import { Migration } from "@mikro-orm/migrations";

/**
 * Each user's Chorus Pro account, for invoices to public bodies: PISTE's addresses and OAuth
 * client, the technical account's login, and the client secret and password sealed (AES-256-GCM,
 * like NF-e certificates and the PA secret).
 */
export class M0028ChorusProSettings extends Migration {
  override up(): void {
    this.addSql(`create table "chorus_pro_settings" (
      "user_id" uuid not null,
      "token_url" text not null,
      "api_url" text not null,
      "client_id" text not null,
      "sealed_client_secret" text null,
      "login" text not null,
      "sealed_password" text null,
      "updated_at" timestamptz not null default now(),
      primary key ("user_id"),
      constraint "chorus_pro_settings_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade
    );`);
  }
}
