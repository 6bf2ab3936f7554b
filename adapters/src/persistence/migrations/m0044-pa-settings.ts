import { Migration } from "@mikro-orm/migrations";

/**
 * Each user's Plateforme Agréée: the sandbox PA or a real one's addresses and authentication,
 * the token or client secret sealed (AES-256-GCM, like NF-e certificates), and how far its
 * statuses were polled.
 */
export class M0044PaSettings extends Migration {
  override up(): void {
    this.addSql(`create table "pa_settings" (
      "user_id" uuid not null,
      "mode" text not null,
      "flow_service_url" text null,
      "directory_service_url" text null,
      "auth_kind" text not null,
      "token_url" text null,
      "client_id" text null,
      "sealed_secret" text null,
      "organization_id" text null,
      "polled_until" timestamptz null,
      "updated_at" timestamptz not null default now(),
      primary key ("user_id"),
      constraint "pa_settings_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "pa_settings_mode_check" check ("mode" in ('sandbox', 'custom')),
      constraint "pa_settings_auth_kind_check" check ("auth_kind" in ('token', 'oauth2'))
    );`);
  }
}
