import { Migration } from "@mikro-orm/migrations";
import {
  clientSnapshotJson0022,
  clientSnapshotTriggers,
  snapshotInvoiceClientFunction0022,
} from "../entities/client-snapshot-sql.ts";

/**
 * The buyer of a numbered invoice is frozen with it (docs/PRODUCT-RULES.md#lifecycle):
 * `invoices.client_snapshot` holds the client as it was when the invoice took its number, written
 * by triggers in the transaction that numbers it. Invoices numbered before this migration take
 * their client as it is now, the best record left of it.
 */
export class M0022InvoiceClientSnapshot extends Migration {
  override up(): void {
    this.addSql(`alter table "invoices" add column "client_snapshot" jsonb null;`);
    this.addSql(snapshotInvoiceClientFunction0022);
    for (const trigger of clientSnapshotTriggers) this.addSql(trigger.createTrigger);
    this.addSql(`update "invoices" i set "client_snapshot" = ${clientSnapshotJson0022("c")}
      from clients c where c.id = i.client_id and i.number is not null;`);
  }
}
