import { Migration } from "@mikro-orm/migrations";
import { invoiceTotalsTriggersOf0009 } from "../entities/invoice-derived-sql.ts";

/**
 * The number and the sum of a user's invoices per status and currency, kept by statement
 * triggers on `invoices`, so that the dashboard's totals and the list's count without a search
 * read a few rows whatever the number of invoices. It is derived data: a backup leaves it out
 * and a restore rebuilds it through the triggers.
 */
export class M0009InvoiceTotals extends Migration {
  override up(): void {
    this.addSql(`create table "invoice_totals" (
      "user_id" uuid not null,
      "status" text not null,
      "currency" text not null,
      "count" bigint not null,
      "total" bigint not null,
      primary key ("user_id", "status", "currency"),
      constraint "invoice_totals_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade
    );`);
    for (const trigger of invoiceTotalsTriggersOf0009) {
      this.addSql(trigger.createFunction);
      this.addSql(trigger.createTrigger);
    }
    this.addSql(`insert into "invoice_totals" (user_id, status, currency, count, total)
      select user_id, status, currency, count(*), sum(total) from invoices
      group by user_id, status, currency;`);
  }
}
