import {
  type CatalogueItem,
  type CatalogueItemKind,
  CatalogueItemNotFound,
  CatalogueItemRepository,
  type Currency,
  taxRateTenths,
  type UnitCode,
} from "@invoicing/core";
import { Layer, Result } from "effect";
import type { Database } from "../database.ts";
import { onlyRow } from "./only-row.ts";
import { runQuery, runQueryResult } from "./run-database.ts";
import { NAME_COLLATION } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

/** A row of `catalogue_items`; bigints come back as numbers from PGlite, strings from pg. */
interface CatalogueItemRow {
  readonly id: string;
  readonly name: string;
  readonly kind: CatalogueItemKind;
  readonly unitCode: UnitCode;
  readonly unitPrice: number | string;
  readonly currency: Currency;
  readonly taxRateTenths: number;
  readonly ncm: string | null;
  readonly cfop: string | null;
  readonly serviceCode: string | null;
  readonly issRateHundredths: number | null;
}

const columns = `id, name, kind, unit_code as "unitCode", unit_price as "unitPrice", currency,
  tax_rate_tenths as "taxRateTenths", ncm, cfop, service_code as "serviceCode",
  iss_rate_hundredths as "issRateHundredths"`;

const HUNDRED = 100;

// Rates come back as the very numbers the core stored: n tenths is n / 10, n hundredths n / 100.
const toItem = (row: CatalogueItemRow): CatalogueItem => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  unitCode: row.unitCode,
  unitPrice: Number(row.unitPrice),
  currency: row.currency,
  taxRate: row.taxRateTenths / 10,
  ncm: row.ncm,
  cfop: row.cfop,
  serviceCode: row.serviceCode,
  issRate: row.issRateHundredths === null ? null : row.issRateHundredths / HUNDRED,
});

/** The entry's fields in the order of the `insert` and `update` statements' columns. */
const values = (item: CatalogueItem) => [
  item.name,
  item.kind,
  item.unitCode,
  item.unitPrice,
  item.currency,
  taxRateTenths(item.taxRate),
  item.ncm,
  item.cfop,
  item.serviceCode,
  item.issRate === null ? null : Math.round(item.issRate * HUNDRED),
];

/** `CatalogueItemRepository` over the database; entries list by name, then id. */
export const CatalogueItemRepositoryLive = (database: Database) =>
  Layer.succeed(CatalogueItemRepository, {
    list: (userId) =>
      runQuery(database, async (em) =>
        (
          await em.execute<CatalogueItemRow[]>(
            `select ${columns} from catalogue_items where user_id = ?
             order by name collate ${NAME_COLLATION}, id`,
            [userId],
          )
        ).map(toItem),
      ),

    find: (userId, ids) =>
      runQuery(database, async (em) => {
        const wanted = ids.filter(isUuid);
        if (wanted.length === 0) return [];
        const rows = await em.execute<CatalogueItemRow[]>(
          `select ${columns} from catalogue_items
           where user_id = ? and id in (${wanted.map(() => "?").join(", ")})`,
          [userId, ...wanted],
        );
        return rows.map(toItem);
      }),

    create: (userId, item) =>
      runQuery(database, async (em) =>
        toItem(
          onlyRow(
            await em.execute<CatalogueItemRow[]>(
              `insert into catalogue_items (id, user_id, name, kind, unit_code, unit_price,
                 currency, tax_rate_tenths, ncm, cfop, service_code, iss_rate_hundredths)
               values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               returning ${columns}`,
              [item.id, userId, ...values(item)],
            ),
          ),
        ),
      ),

    update: (userId, item) =>
      runQueryResult(database, async (em) => {
        const rows = isUuid(item.id)
          ? await em.execute<CatalogueItemRow[]>(
              `update catalogue_items set name = ?, kind = ?, unit_code = ?, unit_price = ?,
                 currency = ?, tax_rate_tenths = ?, ncm = ?, cfop = ?, service_code = ?,
                 iss_rate_hundredths = ?
               where id = ? and user_id = ?
               returning ${columns}`,
              [...values(item), item.id, userId],
            )
          : [];
        const updated = rows[0];
        return updated === undefined
          ? Result.fail(new CatalogueItemNotFound({ id: item.id }))
          : Result.succeed(toItem(updated));
      }),

    delete: (userId, id) =>
      runQueryResult(database, async (em) => {
        const rows = isUuid(id)
          ? await em.execute<{ id: string }[]>(
              `delete from catalogue_items where id = ? and user_id = ? returning id`,
              [id, userId],
            )
          : [];
        return rows.length === 0
          ? Result.fail(new CatalogueItemNotFound({ id }))
          : Result.succeed(undefined);
      }),
  });
