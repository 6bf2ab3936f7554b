import {
  ClientNotFound,
  type ClientSnapshot,
  type EmailMethod,
  type FieldChange,
  type Invoice,
  InvoiceCannotBeDeleted,
  type InvoiceChange,
  type InvoiceClientSummary,
  type InvoiceDetailRecord,
  type InvoiceHistoryEntry,
  InvoiceNotFound,
  InvoiceRepository,
  type InvoiceStatus,
  type InvoiceSubmissionRecord,
  type InvoiceWithClient,
  type IssueDateOutOfOrder,
  type LifecycleCode,
  type NewInvoice,
  type NoticeStep,
  type OccurrenceAlreadyIssued,
  type PageWindow,
  pageOffset,
  pageWindow,
  RECENT_INVOICES_LIMIT,
  TOP_OVERDUE_LIMIT,
} from "@invoicing/core";
import { Effect, Exit, Layer, Result } from "effect";
import type { Database, DatabaseEntityManager } from "../database.ts";
import { takeNextInvoiceNumber } from "../invoice-numbering.ts";
import { discountColumnValues } from "./discount-columns.ts";
import { selectDashboardFigures } from "./invoice-dashboard.ts";
import { moveOverdueInvoices } from "./invoice-overdue.ts";
import {
  type InvoiceHeaderRow,
  type InvoiceRow,
  invoiceHeaderColumns,
  invoiceItemsColumn,
  invoiceNumberOf,
  toClientSummary,
  toInvoice,
  toInvoiceHeader,
} from "./invoice-row.ts";
import {
  invoiceCount,
  invoiceSelection,
  latestLifecycleSql,
  selectedInvoices,
} from "./invoice-selection.ts";
import { insertHistory, insertItems } from "./invoice-writes.ts";
import { onlyRow } from "./only-row.ts";
import { occurrenceInvoice, recordOccurrence } from "./recurring-occurrences.ts";
import { runQuery, runQueryResult, runTransactionResult } from "./run-database.ts";
import { creditedSql, instantSql, paidSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

/** The owner's client with this id, summarised, or none. */
const findClient = async (
  em: DatabaseEntityManager,
  userId: string,
  clientId: string,
): Promise<InvoiceClientSummary | undefined> => {
  if (!isUuid(clientId)) return undefined;
  const rows = await em.execute<InvoiceClientSummary[]>(
    `select id, name, email, company from clients where id = ? and user_id = ?`,
    [clientId, userId],
  );
  return rows[0];
};

/** The owner's invoice with this id, whole, locked until the transaction ends when asked. */
export const findInvoice = async (
  em: DatabaseEntityManager,
  userId: string,
  id: string,
  lock: boolean,
): Promise<InvoiceWithClient | undefined> => {
  if (!isUuid(id)) return undefined;
  const rows = await em.execute<InvoiceRow[]>(
    `select ${invoiceHeaderColumns}, ${invoiceItemsColumn}
     from invoices i join clients c on c.id = i.client_id
     where i.id = ? and i.user_id = ?
     ${lock ? "for update of i" : ""}`,
    [id, userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : { invoice: toInvoice(row), client: toClientSummary(row) };
};

/** A history line as read, with the delivery columns of an `emailed` or a notice's line. */
type HistoryRow = Omit<
  InvoiceHistoryEntry,
  "id" | "email" | "notice" | "changes" | "submission"
> & {
  readonly id: string | null;
  readonly emailMethod: EmailMethod | null;
  readonly emailRecipient: string | null;
  readonly emailMessageId: string | null;
  readonly emailOutbox: boolean | null;
  readonly noticeStep: NoticeStep | null;
  readonly noticeAttempts: number | null;
  readonly noticeFailure: string | null;
  readonly changes: ReadonlyArray<FieldChange> | null;
  readonly submissionPlatform: InvoiceSubmissionRecord["platform"] | null;
  readonly submissionOutcome: InvoiceSubmissionRecord["outcome"] | null;
};

const toHistoryEntry = ({
  id,
  emailMethod,
  emailRecipient,
  emailMessageId,
  emailOutbox,
  noticeStep,
  noticeAttempts,
  noticeFailure,
  changes,
  submissionPlatform,
  submissionOutcome,
  ...entry
}: HistoryRow): InvoiceHistoryEntry[] => {
  if (id === null) return [];
  const changed = changes === null ? {} : { changes };
  const submitted =
    submissionPlatform === null || submissionOutcome === null
      ? {}
      : { submission: { platform: submissionPlatform, outcome: submissionOutcome } };
  const notice =
    noticeStep === null
      ? {}
      : {
          notice: {
            step: noticeStep,
            recipient: emailRecipient ?? "",
            messageId: emailMessageId,
            outbox: emailOutbox ?? false,
            attempts: noticeAttempts ?? 1,
            failure: noticeFailure,
          },
        };
  const email =
    emailMethod === null
      ? {}
      : {
          email: {
            method: emailMethod,
            recipient: emailRecipient ?? "",
            messageId: emailMessageId ?? "",
            outbox: emailOutbox ?? false,
          },
        };
  return [{ id, ...entry, ...email, ...notice, ...changed, ...submitted }];
};

/** A history line's fields as read, by the name `HistoryRow` gives each. */
const historyFields: ReadonlyArray<readonly [keyof HistoryRow, string]> = [
  ["id", "h.id"],
  ["invoiceId", "h.invoice_id"],
  ["at", instantSql("h.at")],
  ["event", "h.event"],
  ["from", "h.from_status"],
  ["to", "h.to_status"],
  ["emailMethod", "h.email_method"],
  ["emailRecipient", "h.email_recipient"],
  ["emailMessageId", "h.email_message_id"],
  ["emailOutbox", "h.email_outbox"],
  ["noticeStep", "h.notice_step"],
  ["noticeAttempts", "h.notice_attempts"],
  ["noticeFailure", "h.notice_failure"],
  ["changes", "h.changes"],
  ["submissionPlatform", "h.submission_platform"],
  ["submissionOutcome", "h.submission_outcome"],
];

/** The history of invoice `i`, oldest first, as one JSON array of `HistoryRow`s. */
const historyColumn = `(select coalesce(json_agg(json_build_object(
    ${historyFields.map(([key, sql]) => `'${key}', ${sql}`).join(", ")}
  ) order by h.at, h.id), '[]'::json)
  from invoice_history h where h.invoice_id = i.id)`;

/** The archived files of invoice `i`, as one JSON array, empty while it is not archived. */
const archivedFilesColumn = `(select coalesce(json_agg(json_build_object('format', d.format,
    'sha256', d.sha256, 'createdAt', ${instantSql("d.created_at")}) order by d.format), '[]'::json)
  from archived_documents d
  where d.document_kind = 'invoice' and d.document_id = i.id and d.user_id = i.user_id)`;

/** The owner's next number for `invoice` when `issue`, else none; a date out of order fails. */
const issueNumberIf = async (
  tx: DatabaseEntityManager,
  userId: string,
  issue: boolean,
  invoice: Invoice,
): Promise<Result.Result<number | null, IssueDateOutOfOrder>> =>
  issue
    ? takeNextInvoiceNumber(tx, userId, invoice.issueDate, invoice.updatedAt)
    : Result.succeed(null);

const headerValues = (invoice: Invoice) => [
  invoice.status,
  invoice.issueDate,
  invoice.dueDate,
  invoice.currency,
  invoice.subtotal,
  invoice.taxAmount,
  invoice.total,
  invoice.notes,
  invoice.siret,
  invoice.vatNumber,
  invoice.pricesIncludeTax,
  ...discountColumnValues(invoice.discount),
  invoice.serviceDate,
  invoice.servicePeriod?.start ?? null,
  invoice.servicePeriod?.end ?? null,
  invoice.operationCategory,
  invoice.deliveryAddress === null ? null : JSON.stringify(invoice.deliveryAddress),
  invoice.sentAt,
  invoice.paidAt,
  invoice.cancelledAt,
  invoice.updatedAt,
];

/**
 * A list page's row: the invoice's header and client, what credit notes and payments took, its
 * latest lifecycle status.
 */
type ListedRow = InvoiceHeaderRow & {
  credited: number | string;
  paid: number | string;
  lifecycle_code: LifecycleCode | null;
};

/**
 * Stores a new invoice inside the caller's transaction: its row (with its number when
 * `issueNumber`), items, first history line and, for a recurring invoice, its occurrence. Fails
 * when the client is not the owner's, when a number is asked for an issue date out of order, and
 * when the occurrence already has its invoice.
 */
export const insertInvoice = async (
  tx: DatabaseEntityManager,
  userId: string,
  { invoice, issueNumber, history, occurrence }: NewInvoice,
): Promise<
  Result.Result<InvoiceWithClient, ClientNotFound | IssueDateOutOfOrder | OccurrenceAlreadyIssued>
> => {
  const client = await findClient(tx, userId, invoice.clientId);
  if (client === undefined) {
    return Result.fail(new ClientNotFound({ id: invoice.clientId }));
  }
  if (occurrence !== undefined) {
    const issued = await occurrenceInvoice(tx, occurrence);
    if (issued !== undefined) return Result.fail(issued);
  }
  const issued = await issueNumberIf(tx, userId, issueNumber, invoice);
  if (Result.isFailure(issued)) return Result.fail(issued.failure);
  const number = issued.success;
  await tx.execute(
    `insert into invoices (id, user_id, client_id, number, status, issue_date, due_date,
       currency, subtotal, tax_amount, total, notes, siret, vat_number, prices_include_tax,
       discount_percent_hundredths, discount_amount, service_date, service_start,
       service_end, operation_category, delivery_address, sent_at, paid_at, cancelled_at,
       updated_at, created_at, prepaid_amount)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      invoice.id,
      userId,
      client.id,
      number,
      ...headerValues(invoice),
      invoice.createdAt,
      invoice.prepaidAmount ?? 0,
    ],
  );
  await insertItems(tx, invoice.id, invoice.items);
  await insertHistory(tx, history);
  if (occurrence !== undefined) {
    await recordOccurrence(tx, occurrence, invoice.id, invoice.createdAt);
  }
  return Result.succeed({
    invoice: { ...invoice, userId, invoiceNumber: invoiceNumberOf(number) },
    client,
  });
};

/**
 * `InvoiceRepository` over the database. Numbers come from `takeNextInvoiceNumber` inside the
 * transaction that stores them; a detail joins the client and gathers the items as JSON in one
 * query; a list page reads headers and clients only, beside its count.
 */
export const InvoiceRepositoryLive = (database: Database) =>
  Layer.succeed(InvoiceRepository, {
    list: (userId, query) =>
      runQuery(database, async (em) => {
        const selection = invoiceSelection(userId, query);
        const offset = pageOffset(query.page, query.pageSize);
        // The page's ids first, so the headers and clients are read for the page's rows only;
        // a list row carries no items (the detail reads them).
        const page = async (window: PageWindow) => {
          const read = window.reversed
            ? invoiceSelection(userId, query, { reversed: true })
            : selection;
          const rows = await em.execute<ListedRow[]>(
            `select ${invoiceHeaderColumns}, ${creditedSql} as credited, ${paidSql} as paid,
               ${latestLifecycleSql} as lifecycle_code
             from (
               select i.id from ${selectedInvoices(read)}
               order by ${read.orderBy}
               limit ? offset ?
             ) page
             join invoices i on i.id = page.id join clients c on c.id = i.client_id
             order by ${read.orderBy}`,
            [...read.params, window.limit, window.offset],
          );
          return window.reversed ? rows.toReversed() : rows;
        };
        const count = async () =>
          Number(
            onlyRow(
              await em.execute<{ total: number | string }[]>(
                ...invoiceCount(userId, query, selection),
              ),
            ).total,
          );
        // The first page of an unsearched list takes its count, a few rows of invoice_totals, in
        // the same statement: one statement less per request of the list's busiest page. Any page
        // of a search (whose count costs what its page does) is read beside its count. A later
        // page waits for its count to read from whichever end of the order is nearer.
        const firstPageWithCount = async () => {
          const [countSql, countParams] = invoiceCount(userId, query, selection);
          const listed = await em.execute<
            (ListedRow & { position: number | null; listTotal: number | string })[]
          >(
            `with counted as (${countSql})
             select listed.*, counted.total as "listTotal" from counted left join (
               select ${invoiceHeaderColumns}, ${creditedSql} as credited, ${paidSql} as paid,
                 ${latestLifecycleSql} as lifecycle_code, page.position
               from (
                 select i.id, row_number() over (order by ${selection.orderBy}) as position
                 from ${selectedInvoices(selection)}
                 order by ${selection.orderBy}
                 limit ?
               ) page
               join invoices i on i.id = page.id join clients c on c.id = i.client_id
             ) listed on true
             order by listed.position`,
            [...countParams, ...selection.params, query.pageSize],
          );
          const rows = listed.filter((row) => row.position !== null);
          return [rows, Number(onlyRow(listed).listTotal)] as const;
        };
        const [rows, total] =
          offset === 0 && !selection.searched
            ? await firstPageWithCount()
            : offset === 0 || selection.searched
              ? await Promise.all([
                  page({ reversed: false, limit: query.pageSize, offset }),
                  count(),
                ])
              : await count().then(
                  async (total) =>
                    [await page(pageWindow(offset, query.pageSize, total)), total] as const,
                );
        return {
          data: rows.map((row) => ({
            invoice: toInvoiceHeader(row),
            client: toClientSummary(row),
            settlement: { credited: Number(row.credited), paid: Number(row.paid) },
            lifecycle: row.lifecycle_code,
          })),
          page: query.page,
          pageSize: query.pageSize,
          total,
        };
      }),

    exportRows: (userId, query, limit) =>
      runQuery(database, async (em) => {
        const selection = invoiceSelection(userId, query);
        const rows = await em.execute<
          (InvoiceHeaderRow & { credited: number | string; paid: number | string })[]
        >(
          `select ${invoiceHeaderColumns}, ${creditedSql} as credited, ${paidSql} as paid
           from invoices i join clients c on c.id = i.client_id
           where ${selection.where}
           order by ${selection.orderBy}
           limit ?`,
          [...selection.params, limit],
        );
        return rows.map((row) => ({
          invoice: toInvoiceHeader(row),
          client: toClientSummary(row),
          credited: Number(row.credited),
          paid: Number(row.paid),
        }));
      }),

    get: (userId, id) =>
      runQueryResult(database, async (em) => {
        const found = await findInvoice(em, userId, id, false);
        return found === undefined
          ? Result.fail(new InvoiceNotFound({ id }))
          : Result.succeed(found);
      }),

    buyer: (userId, id) =>
      runQueryResult(database, async (em) => {
        const rows = isUuid(id)
          ? await em.execute<{ snapshot: ClientSnapshot }[]>(
              `select client_snapshot as snapshot from invoices
               where id = ? and user_id = ? and client_snapshot is not null`,
              [id, userId],
            )
          : [];
        const row = rows[0];
        return row === undefined
          ? Result.fail(new InvoiceNotFound({ id }))
          : Result.succeed(row.snapshot);
      }),

    create: (userId, newInvoice) =>
      runTransactionResult(database, (tx) => insertInvoice(tx, userId, newInvoice)),

    update: <E>(
      userId: string,
      id: string,
      decide: (current: Invoice) => Result.Result<InvoiceChange, E>,
    ) =>
      runTransactionResult(
        database,
        async (
          tx,
        ): Promise<
          Result.Result<
            InvoiceWithClient,
            InvoiceNotFound | ClientNotFound | IssueDateOutOfOrder | E
          >
        > => {
          const current = await findInvoice(tx, userId, id, true);
          if (current === undefined) return Result.fail(new InvoiceNotFound({ id }));
          const decided = decide(current.invoice);
          // Nothing was written: committing ends the transaction as a rollback would.
          if (Result.isFailure(decided)) return Result.fail(decided.failure);
          const change = decided.success;
          const client =
            change.invoice.clientId === current.client.id
              ? current.client
              : await findClient(tx, userId, change.invoice.clientId);
          if (client === undefined) {
            return Result.fail(new ClientNotFound({ id: change.invoice.clientId }));
          }
          const before = current.invoice;
          const issued = await issueNumberIf(
            tx,
            userId,
            change.issueNumber && before.invoiceNumber === null,
            change.invoice,
          );
          if (Result.isFailure(issued)) return Result.fail(issued.failure);
          const number = issued.success;
          await tx.execute(
            `update invoices set client_id = ?, status = ?, issue_date = ?, due_date = ?,
             currency = ?, subtotal = ?, tax_amount = ?, total = ?, notes = ?, siret = ?,
             vat_number = ?, prices_include_tax = ?, discount_percent_hundredths = ?,
             discount_amount = ?, service_date = ?, service_start = ?, service_end = ?,
             operation_category = ?, delivery_address = ?, sent_at = ?, paid_at = ?,
             cancelled_at = ?, updated_at = ?,
             number = coalesce(?, number)
           where id = ?`,
            [client.id, ...headerValues(change.invoice), number, before.id],
          );
          if (change.itemsChanged) {
            await tx.execute(`delete from invoice_items where invoice_id = ?`, [before.id]);
            await insertItems(tx, before.id, change.invoice.items);
          }
          await insertHistory(tx, change.history);
          return Result.succeed({
            invoice: {
              ...change.invoice,
              id: before.id,
              userId: before.userId,
              createdAt: before.createdAt,
              invoiceNumber: invoiceNumberOf(number) ?? before.invoiceNumber,
              items: change.itemsChanged ? change.invoice.items : before.items,
            },
            client,
          });
        },
      ),

    // A transaction opened by hand rather than `transactional`, so that `deliver`, an Effect, runs
    // inside it: it commits only once the delivery and its history line succeeded.
    updateWithDelivery: (userId, id, { decide, deliver }) =>
      Effect.acquireUseRelease(
        Effect.promise(async () => {
          const tx = database.orm.em.fork();
          await tx.begin();
          return tx;
        }),
        (tx) =>
          Effect.gen(function* () {
            const current = yield* Effect.promise(() => findInvoice(tx, userId, id, true));
            if (current === undefined) return yield* new InvoiceNotFound({ id });
            const before = current.invoice;
            const change = yield* Effect.fromResult(decide(before));
            const after = change.invoice;
            const issued = yield* Effect.promise(() =>
              issueNumberIf(tx, userId, change.issueNumber && before.invoiceNumber === null, after),
            );
            const number = yield* Effect.fromResult(issued);
            yield* Effect.promise(() =>
              tx.execute(
                `update invoices set status = ?, sent_at = ?, paid_at = ?, cancelled_at = ?,
                   updated_at = ?, number = coalesce(?, number)
                 where id = ?`,
                [
                  after.status,
                  after.sentAt,
                  after.paidAt,
                  after.cancelledAt,
                  after.updatedAt,
                  number,
                  before.id,
                ],
              ),
            );
            const changed: InvoiceWithClient = {
              invoice: {
                ...before,
                status: after.status,
                sentAt: after.sentAt,
                paidAt: after.paidAt,
                cancelledAt: after.cancelledAt,
                updatedAt: after.updatedAt,
                invoiceNumber: invoiceNumberOf(number) ?? before.invoiceNumber,
              },
              client: current.client,
            };
            const delivered = yield* deliver(changed);
            yield* Effect.promise(() => insertHistory(tx, change.record(delivered)));
            return { stored: changed, delivered };
          }),
        (tx, exit) => Effect.promise(() => (Exit.isSuccess(exit) ? tx.commit() : tx.rollback())),
      ),

    // An issued invoice keeps its row: the condition on the number is part of the delete, so an
    // invoice issued concurrently is not deleted.
    delete: (userId, id) =>
      runQueryResult(
        database,
        async (em): Promise<Result.Result<void, InvoiceNotFound | InvoiceCannotBeDeleted>> => {
          if (!isUuid(id)) return Result.fail(new InvoiceNotFound({ id }));
          const deleted = await em.execute<{ id: string }[]>(
            `delete from invoices where id = ? and user_id = ? and number is null returning id`,
            [id, userId],
          );
          if (deleted.length > 0) return Result.succeed(undefined);
          const kept = await em.execute<{ number: number | null }[]>(
            `select number from invoices where id = ? and user_id = ?`,
            [id, userId],
          );
          const invoiceNumber = invoiceNumberOf(kept[0]?.number ?? null);
          return invoiceNumber === null
            ? Result.fail(new InvoiceNotFound({ id }))
            : Result.fail(new InvoiceCannotBeDeleted({ id, invoiceNumber }));
        },
      ),

    // The row lock keeps the line's statuses those of the invoice when the line is written.
    recordEvent: (userId, invoiceId, entry) =>
      runTransactionResult(database, async (tx) => {
        if (!isUuid(invoiceId)) return Result.succeed(undefined);
        const rows = await tx.execute<{ status: InvoiceStatus }[]>(
          `select status from invoices where id = ? and user_id = ? for update`,
          [invoiceId, userId],
        );
        const status = rows[0]?.status;
        if (status !== undefined) await insertHistory(tx, { ...entry, from: status, to: status });
        return Result.succeed(undefined);
      }),

    history: (userId, invoiceId) =>
      runQueryResult(database, async (em) => {
        if (!isUuid(invoiceId)) return Result.fail(new InvoiceNotFound({ id: invoiceId }));
        // The left join answers one row of nulls for an owned invoice without history, none
        // for an invoice that is not the owner's.
        const rows = await em.execute<HistoryRow[]>(
          `select ${historyFields.map(([key, sql]) => (key === "invoiceId" ? `i.id as "${key}"` : `${sql} as "${key}"`)).join(", ")}
           from invoices i left join invoice_history h on h.invoice_id = i.id
           where i.id = ? and i.user_id = ?
           order by h.at, h.id`,
          [invoiceId, userId],
        );
        if (rows.length === 0) return Result.fail(new InvoiceNotFound({ id: invoiceId }));
        return Result.succeed(rows.flatMap(toHistoryEntry));
      }),

    detail: (userId, id) =>
      runQueryResult(database, async (em) => {
        const rows = isUuid(id)
          ? await em.execute<
              (InvoiceRow & {
                history: ReadonlyArray<HistoryRow>;
                archived: InvoiceDetailRecord["archived"];
              })[]
            >(
              `select ${invoiceHeaderColumns}, ${invoiceItemsColumn},
                 ${historyColumn} as history, ${archivedFilesColumn} as archived
               from invoices i join clients c on c.id = i.client_id
               where i.id = ? and i.user_id = ?`,
              [id, userId],
            )
          : [];
        const row = rows[0];
        if (row === undefined) return Result.fail(new InvoiceNotFound({ id }));
        return Result.succeed({
          invoice: toInvoice(row),
          client: toClientSummary(row),
          history: row.history.flatMap(toHistoryEntry),
          archived: row.archived,
        });
      }),

    dashboardFigures: (userId, day) =>
      runQuery(database, (em) =>
        selectDashboardFigures(em, userId, day, {
          overdue: TOP_OVERDUE_LIMIT,
          recent: RECENT_INVOICES_LIMIT,
        }),
      ),

    markOverdue: (now) => runQuery(database, (em) => moveOverdueInvoices(em, now)),
  });
