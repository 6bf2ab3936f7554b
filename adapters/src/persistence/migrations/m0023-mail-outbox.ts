import { Migration } from "@mikro-orm/migrations";

/**
 * The outbox of unsent mail (docs/PRODUCT-RULES.md#email) in the database, used when the server
 * runs on PostgreSQL so that every process lists and serves every message. A message keeps the name
 * it would have as an .eml file (its time and a random suffix), so messages a data folder already
 * holds are copied in under the same id when a server starts on PostgreSQL (`importOutboxFolder`):
 * a migration runs inside the database and cannot read a process's folder.
 */
export class M0023MailOutbox extends Migration {
  override up(): void {
    this.addSql(`create table "mail_outbox" (
      "id" text not null,
      "owner" text null,
      "subject" text not null,
      "recipients" text not null,
      "raw" bytea not null,
      "written_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`create index "mail_outbox_owner_id_index" on "mail_outbox" ("owner", "id");`);
  }
}
