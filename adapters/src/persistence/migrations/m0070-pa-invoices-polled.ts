import { Migration } from "@mikro-orm/migrations";

/**
 * How far the supplier invoices each user's PA delivered were taken in (docs/FRANCE-PA.md#receiving),
 * apart from how far its statuses were: the two are asked for separately and either may fail alone.
 */
export class M0070PaInvoicesPolled extends Migration {
  override up(): void {
    this.addSql(`alter table "pa_settings" add column "invoices_polled_until" timestamptz null;`);
  }
}
