import {
  InvoiceNoticeRepository,
  NOTICE_LAST_DAY,
  NOTICE_STEP_START,
  type StoredNoticeCandidate,
} from "@invoicing/core";
import { Effect, Exit, Layer } from "effect";
import type { Database } from "../database.ts";
import { insertHistory } from "./invoice-writes.ts";
import { runQuery, runTransaction } from "./run-database.ts";
import { isoDateSql } from "./sql-fragments.ts";
import { zoneTodays } from "./zone-todays.ts";

type CandidateRow = Omit<StoredNoticeCandidate, "preferences"> & {
  readonly emailNotifications: boolean;
  readonly paymentReminders: boolean;
  readonly overdueNotifications: boolean;
  readonly newFeatureAnnouncements: boolean;
  readonly payLinkInInvoiceEmails: boolean;
};

// The notice windows, in days from the due date: from the reminder's first day to the last day.
const EARLIEST = NOTICE_STEP_START.reminder;

/**
 * `InvoiceNoticeRepository` over the database: `invoice_notices` keyed by invoice and step, so a
 * second send of a step, in any process, finds the first one's row (or waits for its commit).
 */
export const InvoiceNoticeRepositoryLive = (database: Database) =>
  Layer.succeed(InvoiceNoticeRepository, {
    candidates: (now) =>
      runQuery(database, async (em) => {
        const unpaid = "i.status in ('sent', 'overdue')";
        const zones = await zoneTodays(
          em,
          now,
          `${unpaid} and i.due_date >= ?::date - ${NOTICE_LAST_DAY + 2}`,
          (latest) => [latest],
        );
        if (zones === null) return [];
        const rows = await em.execute<CandidateRow[]>(
          `with zones (time_zone, today) as (values ${zones.values})
           select i.user_id as "userId", i.id as "invoiceId", i.status,
             ${isoDateSql("i.due_date")} as "dueDate", ${isoDateSql("z.today")} as today,
             c.email as "clientEmail",
             coalesce(p.email_notifications, true) as "emailNotifications",
             coalesce(p.payment_reminders, true) as "paymentReminders",
             coalesce(p.overdue_notifications, true) as "overdueNotifications",
             coalesce(p.new_feature_announcements, true) as "newFeatureAnnouncements",
             coalesce(p.pay_link_in_emails, true) as "payLinkInInvoiceEmails",
             coalesce((select json_agg(n.step) from invoice_notices n where n.invoice_id = i.id),
               '[]'::json) as "doneSteps"
           from invoices i
           join users u on u.id = i.user_id
           join zones z on z.time_zone = u.time_zone
           join clients c on c.id = i.client_id
           left join notification_preferences p on p.user_id = i.user_id
           where ${unpaid}
             and i.due_date between z.today - ${NOTICE_LAST_DAY} and z.today - (${EARLIEST})
           order by i.due_date, i.id`,
          [...zones.params],
        );
        return rows.map(
          ({
            emailNotifications,
            paymentReminders,
            overdueNotifications,
            newFeatureAnnouncements,
            payLinkInInvoiceEmails,
            ...row
          }): StoredNoticeCandidate => ({
            ...row,
            preferences: {
              emailNotifications,
              paymentReminders,
              overdueNotifications,
              newFeatureAnnouncements,
              payLinkInInvoiceEmails,
            },
          }),
        );
      }),

    sendOnce: (record, deliver, history) =>
      Effect.acquireUseRelease(
        Effect.promise(async () => {
          const tx = database.orm.em.fork();
          await tx.begin();
          return tx;
        }),
        (tx) =>
          Effect.gen(function* () {
            // Waits for another process's uncommitted row of the same step, then skips it.
            const claimed = yield* Effect.promise(() =>
              tx.execute(
                `insert into invoice_notices (invoice_id, step, outcome, at)
                 values (?, ?, 'sent', ?) on conflict do nothing returning invoice_id`,
                [record.invoiceId, record.step, record.at],
              ),
            );
            if (claimed.length === 0) return null;
            const delivered = yield* deliver;
            yield* Effect.promise(() => insertHistory(tx, history(delivered)));
            return delivered;
          }),
        (tx, exit) => Effect.promise(() => (Exit.isSuccess(exit) ? tx.commit() : tx.rollback())),
      ),

    giveUp: (record, history) =>
      runTransaction(database, async (tx) => {
        const claimed = await tx.execute(
          `insert into invoice_notices (invoice_id, step, outcome, at)
           values (?, ?, 'failed', ?) on conflict do nothing returning invoice_id`,
          [record.invoiceId, record.step, record.at],
        );
        if (claimed.length === 0) return false;
        await insertHistory(tx, history);
        return true;
      }),
  });
