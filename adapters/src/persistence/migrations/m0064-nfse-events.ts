import { Migration } from "@mikro-orm/migrations";

/**
 * Brazil: the cancellation events of NFS-e (docs/BRAZIL.md), each with the reason and
 * justification sent, the national system's answer, the signed request and the registered event
 * kept byte for byte.
 */
export class M0064NfseEvents extends Migration {
  override up(): void {
    this.addSql(`create table "nfse_events" (
      "id" uuid not null,
      "user_id" uuid not null,
      "invoice_id" uuid not null,
      "access_key" text not null,
      "kind" text not null,
      "reason" text not null,
      "justification" text not null,
      "registered" boolean not null,
      "messages" jsonb not null,
      "sent_at" timestamptz not null,
      "registered_at" timestamptz null,
      "signed_xml" text not null,
      "event_xml" text null,
      "response_json" text not null,
      primary key ("id"),
      constraint "nfse_events_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "nfse_events_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "nfse_events_kind_check" check ("kind" in ('cancellation')),
      constraint "nfse_events_reason_check" check ("reason" in ('1', '2', '9')),
      constraint "nfse_events_registered_check" check (not registered or event_xml is not null)
    );`);
    this.addSql(
      `create index "nfse_events_invoice_id_sent_at_index" on "nfse_events" ("invoice_id", "sent_at");`,
    );
    this.addSql(
      `create index "nfse_events_user_id_access_key_index" on "nfse_events" ("user_id", "access_key");`,
    );
  }
}
