import {
  addDays,
  type CatchUpMode,
  ClientNotFound,
  DEFAULT_CATCH_UP_MODE,
  type DueRecurringInvoice,
  type IsoDate,
  type RecurringInvoiceNotFound as NotFound,
  type RecurringInvoice,
  RecurringInvoiceNotFound,
  RecurringInvoiceRepository,
  type RecurringInvoiceWithClient,
  type RecurringSettings,
  todayIn,
} from "@invoicing/core";
import { Layer, Result } from "effect";
import type { Database, DatabaseEntityManager } from "../database.ts";
import { runQuery, runQueryResult, runTransaction, runTransactionResult } from "./run-database.ts";
import { instantSql, isoDateSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

type Row = Omit<RecurringInvoice, "count" | "day"> & {
  readonly count: number | null;
  readonly day: number;
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientCompany: string | null;
};

const columns = `r.id, r.user_id as "userId", r.template, r.frequency, r.day,
  ${isoDateSql("r.start_date")} as "startDate", ${isoDateSql("r.end_date")} as "endDate", r.count,
  r.payment_terms_days as "paymentTermsDays", r.email_method as "emailMethod",
  r.send_einvoice as "sendEInvoice", r.status, r.next_index as "nextIndex",
  ${isoDateSql("r.next_date")} as "nextDate",
  ${isoDateSql("r.last_occurrence_date")} as "lastOccurrenceDate",
  r.issued_count as "issuedCount", r.pending_invoice_id as "pendingInvoiceId",
  ${instantSql("r.last_run_at")} as "lastRunAt", r.last_result as "lastResult",
  r.last_error as "lastError", r.last_invoice_id as "lastInvoiceId",
  r.failed_attempts as "failedAttempts", ${instantSql("r.retry_at")} as "retryAt",
  ${instantSql("r.created_at")} as "createdAt", ${instantSql("r.updated_at")} as "updatedAt",
  c.name as "clientName", c.email as "clientEmail", c.company as "clientCompany"`;

const fromJoined = `from recurring_invoices r join clients c on c.id = r.client_id`;

const toWithClient = (row: Row): RecurringInvoiceWithClient => {
  const { clientName, clientEmail, clientCompany, ...schedule } = row;
  return {
    schedule: {
      ...schedule,
      day: Number(schedule.day),
      count: schedule.count === null ? null : Number(schedule.count),
      nextIndex: Number(schedule.nextIndex),
      issuedCount: Number(schedule.issuedCount),
      paymentTermsDays: Number(schedule.paymentTermsDays),
      failedAttempts: Number(schedule.failedAttempts),
    },
    client: {
      id: schedule.template.clientId,
      name: clientName,
      email: clientEmail,
      company: clientCompany,
    },
  };
};

const findOne = async (
  em: DatabaseEntityManager,
  userId: string,
  id: string,
  lock: boolean,
): Promise<RecurringInvoiceWithClient | undefined> => {
  if (!isUuid(id)) return undefined;
  const rows = await em.execute<Row[]>(
    `select ${columns} ${fromJoined} where r.id = ? and r.user_id = ? ${lock ? "for update of r" : ""}`,
    [id, userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toWithClient(row);
};

const ownsClient = async (em: DatabaseEntityManager, userId: string, clientId: string) =>
  isUuid(clientId) &&
  (await em.execute(`select 1 from clients where id = ? and user_id = ?`, [clientId, userId]))
    .length > 0;

// The columns a create or an edit writes, in the order of `writtenValues`.
const written = `client_id, template, frequency, day, start_date, end_date, count,
  payment_terms_days, email_method, send_einvoice, status, next_index, next_date, updated_at`;

const writtenValues = (schedule: RecurringInvoice): unknown[] => [
  schedule.template.clientId,
  JSON.stringify(schedule.template),
  schedule.frequency,
  schedule.day,
  schedule.startDate,
  schedule.endDate,
  schedule.count,
  schedule.paymentTermsDays,
  schedule.emailMethod,
  schedule.sendEInvoice,
  schedule.status,
  schedule.nextIndex,
  schedule.nextDate,
  schedule.updatedAt,
];

/** `RecurringInvoiceRepository` over the database. */
export const RecurringInvoiceRepositoryLive = (database: Database) =>
  Layer.succeed(RecurringInvoiceRepository, {
    list: (userId, page, pageSize) =>
      runQuery(database, async (em) => {
        const [count] = await em.execute<{ total: string }[]>(
          `select count(*) as total from recurring_invoices where user_id = ?`,
          [userId],
        );
        const rows = await em.execute<Row[]>(
          `select ${columns} ${fromJoined} where r.user_id = ?
           order by r.next_date nulls last, r.created_at, r.id limit ? offset ?`,
          [userId, pageSize, (page - 1) * pageSize],
        );
        return { data: rows.map(toWithClient), page, pageSize, total: Number(count?.total ?? 0) };
      }),

    get: (userId, id) =>
      runQueryResult(database, async (em) => {
        const found = await findOne(em, userId, id, false);
        return found === undefined
          ? Result.fail(new RecurringInvoiceNotFound({ id }))
          : Result.succeed(found);
      }),

    create: (schedule) =>
      runTransactionResult(database, async (tx) => {
        if (!(await ownsClient(tx, schedule.userId, schedule.template.clientId))) {
          return Result.fail(new ClientNotFound({ id: schedule.template.clientId }));
        }
        await tx.execute(
          `insert into recurring_invoices (id, user_id, ${written}, issued_count,
             failed_attempts, created_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?)`,
          [schedule.id, schedule.userId, ...writtenValues(schedule), schedule.createdAt],
        );
        const stored = await findOne(tx, schedule.userId, schedule.id, false);
        return stored === undefined
          ? Result.fail(new ClientNotFound({ id: schedule.template.clientId }))
          : Result.succeed(stored);
      }),

    update: <E>(
      userId: string,
      id: string,
      decide: (current: RecurringInvoice) => Result.Result<RecurringInvoice, E>,
    ) =>
      runTransactionResult(
        database,
        async (
          tx,
        ): Promise<Result.Result<RecurringInvoiceWithClient, NotFound | ClientNotFound | E>> => {
          const current = await findOne(tx, userId, id, true);
          if (current === undefined) return Result.fail(new RecurringInvoiceNotFound({ id }));
          const decided = decide(current.schedule);
          if (Result.isFailure(decided)) return Result.fail(decided.failure);
          const next = decided.success;
          if (!(await ownsClient(tx, userId, next.template.clientId))) {
            return Result.fail(new ClientNotFound({ id: next.template.clientId }));
          }
          await tx.execute(
            `update recurring_invoices set (${written}, failed_attempts, retry_at) =
               (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             where id = ? and user_id = ?`,
            [...writtenValues(next), next.failedAttempts, next.retryAt, id, userId],
          );
          const stored = await findOne(tx, userId, id, false);
          return stored === undefined
            ? Result.fail(new RecurringInvoiceNotFound({ id }))
            : Result.succeed(stored);
        },
      ),

    delete: (userId, id) =>
      runQueryResult(database, async (em) => {
        const deleted = isUuid(id)
          ? await em.execute(
              `delete from recurring_invoices where id = ? and user_id = ? returning id`,
              [id, userId],
            )
          : [];
        return deleted.length === 0
          ? Result.fail(new RecurringInvoiceNotFound({ id }))
          : Result.succeed(undefined);
      }),

    claimDue: (now, leaseUntil, limit) =>
      runTransaction(database, async (tx) => {
        // No zone's today is later than the day after today in UTC (offsets stay within +14 h).
        const latestToday = addDays(todayIn("UTC", new Date(now)), 1);
        const zones = await tx.execute<{ timeZone: string }[]>(
          `select distinct u.time_zone as "timeZone"
           from recurring_invoices r join users u on u.id = r.user_id
           where r.status = 'active'
             and (r.next_date <= ?::date or r.pending_invoice_id is not null)`,
          [latestToday],
        );
        if (zones.length === 0) return [];
        const todays = zones.map(({ timeZone }) => [timeZone, todayIn(timeZone, new Date(now))]);
        const claimed = await tx.execute<(Row & { today: IsoDate; catchUp: CatchUpMode | null })[]>(
          `with zones (time_zone, today) as (values ${todays.map(() => "(?, ?::date)").join(", ")}),
           picked as (
             select r.id, z.today from recurring_invoices r
             join users u on u.id = r.user_id join zones z on z.time_zone = u.time_zone
             where r.status = 'active'
               and (r.next_date <= z.today or r.pending_invoice_id is not null)
               and (r.retry_at is null or r.retry_at <= ?)
               and (r.claimed_until is null or r.claimed_until <= ?)
             order by r.next_date
             limit ?
             for update of r skip locked
           ),
           claim as (
             update recurring_invoices r set claimed_until = ? from picked
             where r.id = picked.id returning r.id
           )
           select ${columns}, ${isoDateSql("picked.today")} as today, s.catch_up as "catchUp"
           ${fromJoined} join picked on picked.id = r.id
           left join recurring_settings s on s.user_id = r.user_id
           order by r.next_date`,
          [...todays.flat(), now, now, limit, leaseUntil],
        );
        return claimed.map(
          ({ today, catchUp, ...row }): DueRecurringInvoice => ({
            schedule: toWithClient(row).schedule,
            today,
            catchUp: catchUp ?? DEFAULT_CATCH_UP_MODE,
          }),
        );
      }),

    saveProgress: (id, progress, release) =>
      runQuery(database, async (em) => {
        await em.execute(
          `update recurring_invoices set next_index = ?, next_date = ?,
             last_occurrence_date = ?, issued_count = ?, pending_invoice_id = ?, last_run_at = ?,
             last_result = ?, last_error = ?, last_invoice_id = ?, failed_attempts = ?,
             retry_at = ? ${release ? ", claimed_until = null" : ""}
           where id = ?`,
          [
            progress.nextIndex,
            progress.nextDate,
            progress.lastOccurrenceDate,
            progress.issuedCount,
            progress.pendingInvoiceId,
            progress.lastRunAt,
            progress.lastResult,
            progress.lastError,
            progress.lastInvoiceId,
            progress.failedAttempts,
            progress.retryAt,
            id,
          ],
        );
      }),

    settings: (userId) =>
      runQuery(database, async (em) => {
        const rows = await em.execute<{ catchUp: CatchUpMode }[]>(
          `select catch_up as "catchUp" from recurring_settings where user_id = ?`,
          [userId],
        );
        return { catchUp: rows[0]?.catchUp ?? DEFAULT_CATCH_UP_MODE } satisfies RecurringSettings;
      }),

    saveSettings: (userId, settings) =>
      runQuery(database, async (em) => {
        await em.execute(
          `insert into recurring_settings (user_id, catch_up) values (?, ?)
           on conflict (user_id) do update set catch_up = excluded.catch_up`,
          [userId, settings.catchUp],
        );
        return settings;
      }),
  });
