import { Migration } from "@mikro-orm/migrations";

/**
 * Brazil: each attempt to turn an invoice into an NFS-e (docs/BRAZIL.md), with the national
 * system's answer and the documents kept byte for byte: the signed DPS as sent, the NFS-e as
 * returned, the JSON answer as received. An auto-send that failed before the national system
 * answered keeps its i18n key in `error`. One issued NFS-e per access key of a user.
 */
export class M0063NfseSubmissions extends Migration {
  override up(): void {
    this.addSql(`create table "nfse_submissions" (
      "id" uuid not null,
      "user_id" uuid not null,
      "invoice_id" uuid not null,
      "trigger" text not null,
      "environment" text not null,
      "sandbox" boolean not null,
      "status" text not null,
      "issuer" text null,
      "serie" text null,
      "n_dps" int null,
      "dps_id" text null,
      "access_key" text null,
      "messages" jsonb not null,
      "issued_at" timestamptz null,
      "submitted_at" timestamptz not null,
      "error" text null,
      "fields" jsonb null,
      "dps_xml" text null,
      "nfse_xml" text null,
      "response_json" text null,
      primary key ("id"),
      constraint "nfse_submissions_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "nfse_submissions_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "nfse_submissions_trigger_check" check ("trigger" in ('manual', 'auto')),
      constraint "nfse_submissions_environment_check"
        check ("environment" in ('homologation', 'production')),
      constraint "nfse_submissions_status_check"
        check ("status" in ('issued', 'rejected', 'failed')),
      constraint "nfse_submissions_issued_check" check (status <> 'issued' or (access_key is not null and nfse_xml is not null and dps_xml is not null and dps_id is not null and issued_at is not null))
    );`);
    this.addSql(
      `create index "nfse_submissions_invoice_id_submitted_at_index" on "nfse_submissions" ("invoice_id", "submitted_at");`,
    );
    this.addSql(
      `create unique index "nfse_submissions_issued_key_unique" on "nfse_submissions" ("user_id", "access_key") where status = 'issued';`,
    );
    this.addSql(
      `create index "nfse_submissions_user_id_dps_id_index" on "nfse_submissions" ("user_id", "dps_id");`,
    );
  }
}
