import { Migration } from "@mikro-orm/migrations";

/**
 * Brazil: the NF-e's own numbering (docs/PRODUCT-RULES.md#nf-e-numbering). One counter per owner,
 * environment, issuer CNPJ and série, locked while a number is taken, and the number each invoice
 * holds: a primary key on the number keeps it unique, a unique (invoice, environment, issuer, série)
 * keeps an invoice on one number however often it is sent.
 */
export class M0032NfeNumbering extends Migration {
  override up(): void {
    this.addSql(`create table "nfe_number_counters" (
      "user_id" uuid not null,
      "environment" text not null,
      "issuer" text not null,
      "serie" int not null,
      "last_number" int not null,
      primary key ("user_id", "environment", "issuer", "serie"),
      constraint "nfe_number_counters_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "nfe_number_counters_environment_check"
        check ("environment" in ('homologation', 'production')),
      constraint "nfe_number_counters_last_number_check"
        check ("last_number" between 0 and 999999999)
    );`);
    this.addSql(`create table "nfe_numbers" (
      "user_id" uuid not null,
      "environment" text not null,
      "issuer" text not null,
      "serie" int not null,
      "n_nf" int not null,
      "invoice_id" uuid not null,
      "assigned_at" timestamptz not null,
      primary key ("user_id", "environment", "issuer", "serie", "n_nf"),
      constraint "nfe_numbers_invoice_series_unique"
        unique ("invoice_id", "environment", "issuer", "serie"),
      constraint "nfe_numbers_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "nfe_numbers_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "nfe_numbers_n_nf_check" check ("n_nf" between 1 and 999999999)
    );`);
  }
}
