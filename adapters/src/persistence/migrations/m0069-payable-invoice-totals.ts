import { Migration } from "@mikro-orm/migrations";
import { invoiceTotalsTriggers } from "../entities/invoice-derived-sql.ts";

/**
 * `invoice_totals` sums what each invoice asks to be paid, its total less the prepaid amount a
 * quote's final invoice deducts, as the balance and the credit-note limit do: the triggers'
 * functions are replaced and the derived rows rebuilt from the invoices.
 */
export class M0069PayableInvoiceTotals extends Migration {
  override up(): void {
    for (const trigger of invoiceTotalsTriggers) {
      this.addSql(
        trigger.createFunction.replace(/^create function/u, "create or replace function"),
      );
    }
    this.addSql(`delete from "invoice_totals";`);
    this.addSql(`insert into "invoice_totals" (user_id, status, currency, count, total)
      select user_id, status, currency, count(*), sum(total - prepaid_amount) from invoices
      group by user_id, status, currency;`);
  }
}
