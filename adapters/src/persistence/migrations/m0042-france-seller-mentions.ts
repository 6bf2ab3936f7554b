import { Migration } from "@mikro-orm/migrations";

/**
 * The French seller's legal mentions (docs/PRODUCT-RULES.md#france-mentions): legal form, share
 * capital in euro cents, trade register (RCS or RM) and its city, the sole-trader mark, the VAT
 * franchise and the option for VAT on debits. Saved settings keep their meaning: none of them.
 */
export class M0042FranceSellerMentions extends Migration {
  override up(): void {
    this.addSql(`alter table "france_settings"
      add "legal_form" text null,
      add "share_capital" bigint null,
      add "registry" text null,
      add "registry_city" text null,
      add "sole_trader" boolean not null default false,
      add "vat_franchise" boolean not null default false,
      add "vat_on_debits" boolean not null default false;`);
  }
}
