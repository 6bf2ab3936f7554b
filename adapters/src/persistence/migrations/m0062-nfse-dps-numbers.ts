import { Migration } from "@mikro-orm/migrations";

/**
 * Brazil: the DPS's own numbering (docs/BRAZIL.md). One counter per owner, environment, provider
 * CNPJ and DPS série, and the nDPS each invoice holds: the primary key keeps a number unique, the
 * unique (invoice, environment, issuer, série) keeps an invoice on one number however often its
 * DPS is sent again after a rejection.
 */
export class M0062NfseDpsNumbers extends Migration {
  override up(): void {
    this.addSql(`create table "nfse_dps_counters" (
      "user_id" uuid not null,
      "environment" text not null,
      "issuer" text not null,
      "serie" text not null,
      "last_number" int not null,
      primary key ("user_id", "environment", "issuer", "serie"),
      constraint "nfse_dps_counters_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "nfse_dps_counters_environment_check"
        check ("environment" in ('homologation', 'production')),
      constraint "nfse_dps_counters_last_number_check" check ("last_number" >= 0)
    );`);
    this.addSql(`create table "nfse_dps_numbers" (
      "user_id" uuid not null,
      "environment" text not null,
      "issuer" text not null,
      "serie" text not null,
      "n_dps" int not null,
      "invoice_id" uuid not null,
      "assigned_at" timestamptz not null,
      primary key ("user_id", "environment", "issuer", "serie", "n_dps"),
      constraint "nfse_dps_numbers_invoice_series_unique"
        unique ("invoice_id", "environment", "issuer", "serie"),
      constraint "nfse_dps_numbers_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "nfse_dps_numbers_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "nfse_dps_numbers_n_dps_check" check ("n_dps" >= 1)
    );`);
  }
}
