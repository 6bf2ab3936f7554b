import { addDays, type Instant, type OverdueMove, todayIn } from "@invoicing/core";
import type { DatabaseEntityManager } from "../database.ts";

/**
 * Moves every sent invoice whose due date is before its owner's today to overdue, with a history
 * line each, and answers them. "Today" per time zone comes from the core's `todayIn` (Intl), so
 * the job agrees with the dashboard and needs no time zone database in PostgreSQL.
 */
export const moveOverdueInvoices = async (
  em: DatabaseEntityManager,
  now: Instant,
): Promise<ReadonlyArray<OverdueMove>> => {
  // No zone's today is later than the day after today in UTC (offsets stay within +14 h).
  const latestToday = addDays(todayIn("UTC", new Date(now)), 1);
  const zones = await em.execute<{ timeZone: string }[]>(
    `select distinct u.time_zone as "timeZone"
     from invoices i join users u on u.id = i.user_id
     where i.status = 'sent' and i.due_date < ?::date`,
    [latestToday],
  );
  if (zones.length === 0) return [];
  // One statement moves the invoices and writes their history lines, atomically.
  return em.execute<OverdueMove[]>(
    `with zones (time_zone, today) as (values ${zones.map(() => "(?, ?::date)").join(", ")}),
     moved as (
       update invoices i set status = 'overdue', updated_at = ?
       from users u join zones z on z.time_zone = u.time_zone
       where u.id = i.user_id and i.status = 'sent' and i.due_date < z.today
       returning i.id, i.user_id
     ),
     logged as (
       insert into invoice_history (id, invoice_id, at, event, from_status, to_status)
       select gen_random_uuid(), moved.id, ?, 'statusChanged', 'sent', 'overdue' from moved
     )
     select user_id as "userId", id as "invoiceId" from moved`,
    [...zones.flatMap(({ timeZone }) => [timeZone, todayIn(timeZone, new Date(now))]), now, now],
  );
};
