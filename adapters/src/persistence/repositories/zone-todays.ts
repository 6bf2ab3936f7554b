import { addDays, type Instant, type IsoDate, todayIn } from "@invoicing/core";
import type { DatabaseEntityManager } from "../database.ts";

/** The owners' time zones with their today, as a `values` list for a `zones (time_zone, today)` CTE. */
export interface ZoneTodays {
  readonly values: string;
  readonly params: ReadonlyArray<string>;
}

/** The rows whose owners' zones count: a table with the alias its condition uses. */
export interface ZoneSource {
  readonly table: string;
  readonly alias: string;
}

/**
 * Today at `now` in each time zone of the users who own a row of `source` (invoices `i` unless
 * told) that `invoiceCondition` (its `?` placeholders take `conditionParams`, given the latest
 * today anywhere) selects; null when none does. "Today" per zone comes from the core's `todayIn` (Intl), so the
 * jobs agree with the dashboard and need no time zone database in PostgreSQL.
 */
export const zoneTodays = async (
  em: DatabaseEntityManager,
  now: Instant,
  invoiceCondition: string,
  conditionParams: (latestToday: IsoDate) => ReadonlyArray<unknown>,
  source: ZoneSource = { table: "invoices", alias: "i" },
): Promise<ZoneTodays | null> => {
  // No zone's today is later than the day after today in UTC (offsets stay within +14 h).
  const latestToday = addDays(todayIn("UTC", new Date(now)), 1);
  const zones = await em.execute<{ timeZone: string }[]>(
    `select distinct u.time_zone as "timeZone"
     from ${source.table} ${source.alias} join users u on u.id = ${source.alias}.user_id
     where ${invoiceCondition}`,
    [...conditionParams(latestToday)],
  );
  if (zones.length === 0) return null;
  return {
    values: zones.map(() => "(?, ?::date)").join(", "),
    params: zones.flatMap(({ timeZone }) => [timeZone, todayIn(timeZone, new Date(now))]),
  };
};
