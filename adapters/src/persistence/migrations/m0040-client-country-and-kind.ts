import { Migration } from "@mikro-orm/migrations";
import { snapshotInvoiceClientFunction } from "../entities/client-snapshot-sql.ts";

/**
 * Clients gain a country (ISO 3166-1 alpha-2), a kind and a SIREN
 * (docs/PRODUCT-RULES.md#france-mentions). Existing clients are read from what they hold: French
 * identifiers make them French, Brazilian ones Brazilian; a CPF alone, or no company and no
 * identifier at all, makes a private person; the SIREN is their SIRET's. The snapshot trigger
 * takes the new fields, and the snapshots already taken get them from their client as it is now,
 * the best record left.
 */
export class M0040ClientCountryAndKind extends Migration {
  override up(): void {
    this.addSql(`alter table "clients"
      add "country" text null,
      add "kind" text not null default 'company',
      add "siren" text null;`);
    this.addSql(`alter table "clients"
      add constraint "clients_kind_check" check (kind in ('company', 'individual', 'public'));`);
    this.addSql(`update "clients" set
      "country" = case
        when siret is not null or vat_number like 'FR%' then 'FR'
        when cnpj is not null or cpf is not null or uf is not null then 'BR'
      end,
      "kind" = case
        when cpf is not null and cnpj is null then 'individual'
        when coalesce(trim(company), '') = '' and siret is null and vat_number is null
          and cnpj is null then 'individual'
        else 'company'
      end,
      "siren" = left(siret, 9);`);
    this.addSql(snapshotInvoiceClientFunction);
    this.addSql(`update "invoices" i set "client_snapshot" = i.client_snapshot
        || jsonb_build_object('country', c.country, 'kind', c.kind, 'siren', c.siren)
      from clients c where c.id = i.client_id and i.client_snapshot is not null;`);
  }
}
