import { Migration } from "@mikro-orm/migrations";

/**
 * The receipts of card payments of invoices (docs/PRODUCT-RULES.md#pay-links): one row per payment
 * and recipient, written in the transaction that sends the e-mail, so a receipt never goes twice.
 */
export class M0065PaymentReceipts extends Migration {
  override up(): void {
    this.addSql(`create table "payment_receipts" (
      "payment_id" uuid not null,
      "recipient" text not null,
      "at" timestamptz not null,
      primary key ("payment_id", "recipient"),
      constraint "payment_receipts_payment_id_foreign" foreign key ("payment_id")
        references "payments" ("id") on delete cascade,
      constraint "payment_receipts_recipient_check" check ("recipient" in ('client', 'seller'))
    );`);
  }
}
