import { Migration } from "@mikro-orm/migrations";

/**
 * Brazil: the NF-e events sent to SEFAZ (cancellation 110111, correction letter 110110) and the
 * voided number ranges (inutilização), each with SEFAZ's answer and the signed XML kept byte for
 * byte (docs/PRODUCT-RULES.md#nf-e-events). `invoice_id` is null for a voided range; `from_number`
 * and `to_number` are set for it only.
 */
export class M0033NfeEvents extends Migration {
  override up(): void {
    this.addSql(`create table "nfe_events" (
      "id" uuid not null,
      "user_id" uuid not null,
      "invoice_id" uuid null,
      "kind" text not null,
      "environment" text not null,
      "sandbox" boolean not null,
      "issuer" text not null,
      "serie" int not null,
      "access_key" text null,
      "sequence" int not null,
      "from_number" int null,
      "to_number" int null,
      "text" text not null,
      "c_stat" text not null,
      "x_motivo" text not null,
      "protocol" text null,
      "registered" boolean not null,
      "sent_at" timestamptz not null,
      "registered_at" timestamptz null,
      "signed_xml" text not null,
      "response_xml" text not null,
      "proc_xml" text null,
      primary key ("id"),
      constraint "nfe_events_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "nfe_events_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "nfe_events_kind_check"
        check ("kind" in ('cancellation', 'correction', 'voiding')),
      constraint "nfe_events_environment_check"
        check ("environment" in ('homologation', 'production')),
      constraint "nfe_events_shape_check" check (
        ("kind" = 'voiding' and "from_number" is not null and "to_number" is not null)
        or ("kind" <> 'voiding' and "invoice_id" is not null and "access_key" is not null)
      )
    );`);
    this.addSql(
      `create index "nfe_events_invoice_id_sent_at_index" on "nfe_events" ("invoice_id", "sent_at");`,
    );
    this.addSql(
      `create index "nfe_events_user_id_issuer_index" on "nfe_events" ("user_id", "environment", "issuer", "serie");`,
    );
  }
}
