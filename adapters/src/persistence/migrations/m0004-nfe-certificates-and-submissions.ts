import { Migration } from "@mikro-orm/migrations";

/**
 * Brazil: each user's A1 certificate, sealed, and the NF-e submissions with SEFAZ's answers. A
 * partial unique index keeps one authorised NF-e per number (issuer, série, nNF) and environment.
 */
export class M0004NfeCertificatesAndSubmissions extends Migration {
  override up(): void {
    this.addSql(`create table "nfe_certificates" (
      "user_id" uuid not null,
      "sealed" text not null,
      "subject" text not null,
      "cnpj" text null,
      "not_before" timestamptz not null,
      "not_after" timestamptz not null,
      "uploaded_at" timestamptz not null,
      primary key ("user_id"),
      constraint "nfe_certificates_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade
    );`);

    this.addSql(`create table "nfe_submissions" (
      "id" uuid not null,
      "user_id" uuid not null,
      "invoice_id" uuid not null,
      "trigger" text not null,
      "environment" text not null,
      "sandbox" boolean not null,
      "access_key" text null,
      "c_stat" text null,
      "x_motivo" text null,
      "protocol" text null,
      "authorized" boolean not null,
      "authorized_at" timestamptz null,
      "submitted_at" timestamptz not null,
      "error" text null,
      "fields" jsonb null,
      "issuer" text null,
      "serie" int null,
      "n_nf" int null,
      "nfe_proc_xml" text null,
      "response_xml" text null,
      primary key ("id"),
      constraint "nfe_submissions_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "nfe_submissions_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "nfe_submissions_trigger_check" check ("trigger" in ('manual', 'auto')),
      constraint "nfe_submissions_environment_check"
        check ("environment" in ('homologation', 'production')),
      constraint "nfe_submissions_authorized_check"
        check (not authorized or (nfe_proc_xml is not null and protocol is not null))
    );`);
    this.addSql(
      `create index "nfe_submissions_invoice_id_submitted_at_index" on "nfe_submissions" ("invoice_id", "submitted_at");`,
    );
    this.addSql(
      `create unique index "nfe_submissions_authorized_number_unique" on "nfe_submissions" ("user_id", "environment", "issuer", "serie", "n_nf") where authorized;`,
    );
  }
}
