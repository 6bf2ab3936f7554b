import { Migration } from "@mikro-orm/migrations";

/**
 * Brazil: each seller's NFS-e settings (docs/PRODUCT-RULES.md#nfs-e): the DPS series, the
 * default national service code, the NBS code, the ISS rate in hundredths of a percent (null when
 * the municipality supplies it), whether the taker withholds the ISS, the Simples Nacional
 * apuração and the special municipal regime.
 */
export class M0034NfseSettings extends Migration {
  override up(): void {
    this.addSql(`create table "nfse_settings" (
      "user_id" uuid not null,
      "serie" text not null,
      "service_code" text not null,
      "nbs_code" text null,
      "iss_rate_hundredths" int null,
      "iss_withheld" boolean not null,
      "simples_apuracao" text not null,
      "special_regime" text not null,
      primary key ("user_id"),
      constraint "nfse_settings_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "nfse_settings_simples_apuracao_check"
        check ("simples_apuracao" in ('1', '2', '3')),
      constraint "nfse_settings_special_regime_check"
        check ("special_regime" in ('0', '1', '2', '3', '4', '5', '6', '9'))
    );`);
  }
}
