import { Migration } from "@mikro-orm/migrations";
import {
  clientRenameFunction,
  clientRenameTrigger,
  invoiceBuyerNameFunction,
  invoiceBuyerNameTriggers,
} from "../entities/invoice-buyer-sql.ts";

/**
 * `invoices.buyer_name`: the buyer's name as the invoice shows it (the snapshot's once numbered,
 * the client's current one for a draft), kept by triggers on `invoices` and `clients`, so the list
 * searches, sorts and shows one name through indexes instead of choosing between the snapshot's
 * JSON and the client's row for each invoice. `clients.former_names` keeps the names a client had
 * before a rename, which its numbered invoices may show, so the search can still find invoices by
 * their client first. Existing invoices take the name from their snapshot, or their client for a
 * draft; existing clients' former names are those their invoices show.
 */
export class M0024InvoiceBuyerName extends Migration {
  override up(): void {
    this.addSql(`alter table "invoices" add column "buyer_name" text null;`);
    this.addSql(`update "invoices" i set "buyer_name" = coalesce(i.client_snapshot->>'name', c.name)
      from clients c where c.id = i.client_id;`);
    this.addSql(`alter table "invoices" alter column "buyer_name" set not null;`);
    this.addSql(invoiceBuyerNameFunction);
    for (const trigger of invoiceBuyerNameTriggers) this.addSql(trigger.createTrigger);
    this.addSql(`alter table "clients" add column "former_names" jsonb null;`);
    this.addSql(`update "clients" c set "former_names" = names.former
      from (select i.client_id, jsonb_agg(distinct i.buyer_name) as former
        from invoices i join clients k on k.id = i.client_id
        where i.buyer_name <> k.name group by i.client_id) names
      where names.client_id = c.id;`);
    this.addSql(`create index "clients_user_id_renamed_index" on "clients" ("user_id")
      where former_names is not null;`);
    this.addSql(clientRenameFunction);
    this.addSql(clientRenameTrigger.createTrigger);
    this.addSql(`create index "invoices_user_id_buyer_name_index" on "invoices"
      ("user_id", "buyer_name" collate "und-x-icu", "id");`);
  }
}
