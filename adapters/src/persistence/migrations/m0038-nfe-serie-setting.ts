import { Migration } from "@mikro-orm/migrations";

/**
 * Brazil: the série the seller's NF-e are numbered in (docs/PRODUCT-RULES.md#nf-e-numbering), 0 to
 * 889 (SEFAZ keeps 890–999 for its own issuing and contingency). Saved settings keep série 1,
 * the one every NF-e was numbered in before.
 */
export class M0038NfeSerieSetting extends Migration {
  override up(): void {
    this.addSql(`alter table "brazil_settings"
      add "nfe_serie" int not null default 1,
      add constraint "brazil_settings_nfe_serie_check" check (nfe_serie >= 0 and nfe_serie <= 889);`);
  }
}
