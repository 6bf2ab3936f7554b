import { Migration } from "@mikro-orm/migrations";

/**
 * Invoice e-mails carry the invoice's pay link (docs/PRODUCT-RULES.md#pay-links): a preference,
 * on unless the seller switches it off, and each link's token sealed at rest (AES-256-GCM under
 * the server's certificate key, bound to the seller), beside the hash that finds it, so the
 * e-mail can give the address again. Links made before this have no sealed token and are never
 * put in an e-mail.
 */
export class M0066PayLinkInEmails extends Migration {
  override up(): void {
    this.addSql(`alter table "notification_preferences"
      add column "pay_link_in_emails" boolean not null default true;`);
    this.addSql(`alter table "pay_links" add column "sealed_token" text null;`);
  }
}
