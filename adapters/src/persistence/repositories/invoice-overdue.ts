import type { Instant, OverdueMove } from "@invoicing/core";
import type { DatabaseEntityManager } from "../database.ts";
import { historyLineAt } from "./invoice-writes.ts";
import { zoneTodays } from "./zone-todays.ts";

/**
 * Moves every sent invoice whose due date is before its owner's today to overdue, with a history
 * line each, and answers them.
 */
export const moveOverdueInvoices = async (
  em: DatabaseEntityManager,
  now: Instant,
): Promise<ReadonlyArray<OverdueMove>> => {
  const zones = await zoneTodays(
    em,
    now,
    "i.status = 'sent' and i.due_date < ?::date",
    (latest) => [latest],
  );
  if (zones === null) return [];
  // One statement moves the invoices and writes their history lines, atomically.
  return em.execute<OverdueMove[]>(
    `with zones (time_zone, today) as (values ${zones.values}),
     moved as (
       update invoices i set status = 'overdue', updated_at = ?
       from users u join zones z on z.time_zone = u.time_zone
       where u.id = i.user_id and i.status = 'sent' and i.due_date < z.today
       returning i.id, i.user_id
     ),
     logged as (
       insert into invoice_history (id, invoice_id, at, event, from_status, to_status)
       select gen_random_uuid(), moved.id, ${historyLineAt("moved.id")}, 'statusChanged', 'sent',
         'overdue'
       from moved
     )
     select user_id as "userId", id as "invoiceId" from moved`,
    [...zones.params, now, now],
  );
};
