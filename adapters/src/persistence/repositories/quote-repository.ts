import {
  ClientNotFound,
  type Currency,
  formatQuoteNumber,
  type Instant,
  type InvoiceClientSummary,
  type InvoiceItem,
  type InvoiceWithClient,
  type IsoDate,
  pageOffset,
  type Quote,
  type QuoteChange,
  type QuoteInvoiceRecord,
  type QuoteInvoicing,
  QuoteNotDraft,
  QuoteNotFound,
  QuoteRepository,
  type QuoteStatus,
  type QuoteSummary,
  type QuoteWithClient,
} from "@invoicing/core";
import { Effect, Exit, Layer, Option, Result } from "effect";
import type { Database, DatabaseEntityManager } from "../database.ts";
import { QUOTE_SERIES, takeNextNumber } from "../number-series.ts";
import {
  type DiscountColumns,
  discountColumnValues,
  discountOfColumns,
} from "./discount-columns.ts";
import { insertInvoice } from "./invoice-repository.ts";
import { onlyRow } from "./only-row.ts";
import { runQuery, runQueryResult, runTransactionResult } from "./run-database.ts";
import { instantSql, isoDateSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";
import { zoneTodays } from "./zone-todays.ts";

/** A row of `quoteColumns`; bigints come back as numbers from PGlite, strings from pg. */
interface QuoteRow extends DiscountColumns {
  readonly id: string;
  readonly userId: string;
  readonly number: number | null;
  readonly clientId: string;
  readonly status: QuoteStatus;
  readonly issueDate: IsoDate;
  readonly validUntil: IsoDate;
  readonly notes: string;
  readonly currency: Currency;
  readonly pricesIncludeTax: boolean;
  readonly items: ReadonlyArray<InvoiceItem>;
  readonly subtotal: number | string;
  readonly taxAmount: number | string;
  readonly total: number | string;
  readonly sentAt: Instant | null;
  readonly answeredAt: Instant | null;
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientCompany: string | null;
  readonly invoices: ReadonlyArray<{
    readonly invoiceId: string;
    readonly kind: QuoteInvoiceRecord["kind"];
    readonly depositHundredths: number | null;
    readonly total: number | string;
    readonly cancelled: boolean;
  }>;
}

const joined = "quotes q join clients c on c.id = q.client_id";

const quoteColumns = `q.id, q.user_id as "userId", q.number, q.client_id as "clientId", q.status,
  ${isoDateSql("q.issue_date")} as "issueDate", ${isoDateSql("q.valid_until")} as "validUntil",
  q.notes, q.currency, q.prices_include_tax as "pricesIncludeTax",
  q.discount_percent_hundredths as "discountPercentHundredths",
  q.discount_amount as "discountAmount", q.items, q.subtotal, q.tax_amount as "taxAmount",
  q.total, ${instantSql("q.sent_at")} as "sentAt", ${instantSql("q.answered_at")} as "answeredAt",
  ${instantSql("q.created_at")} as "createdAt", ${instantSql("q.updated_at")} as "updatedAt",
  c.name as "clientName", c.email as "clientEmail", c.company as "clientCompany",
  (select coalesce(json_agg(json_build_object('invoiceId', qi.invoice_id, 'kind', qi.kind,
      'depositHundredths', qi.deposit_hundredths, 'total', i.total,
      'cancelled', i.status = 'cancelled') order by qi.created_at, qi.invoice_id), '[]'::json)
    from quote_invoices qi join invoices i on i.id = qi.invoice_id
    where qi.quote_id = q.id) as invoices`;

const toQuoteWithClient = (row: QuoteRow): QuoteWithClient => ({
  quote: {
    id: row.id,
    userId: row.userId,
    quoteNumber: row.number === null ? null : formatQuoteNumber(row.number),
    clientId: row.clientId,
    status: row.status,
    issueDate: row.issueDate,
    validUntil: row.validUntil,
    notes: row.notes,
    currency: row.currency,
    pricesIncludeTax: row.pricesIncludeTax,
    discount: discountOfColumns(row),
    subtotal: Number(row.subtotal),
    taxAmount: Number(row.taxAmount),
    total: Number(row.total),
    items: row.items,
    sentAt: row.sentAt,
    answeredAt: row.answeredAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  },
  client: {
    id: row.clientId,
    name: row.clientName,
    email: row.clientEmail,
    company: row.clientCompany,
  },
  invoices: row.invoices.map((record) => ({ ...record, total: Number(record.total) })),
});

/** The owner's quote with this id, whole, locked until the transaction ends when asked. */
const findQuote = async (
  em: DatabaseEntityManager,
  userId: string,
  id: string,
  lock: boolean,
): Promise<QuoteWithClient | undefined> => {
  if (!isUuid(id)) return undefined;
  const rows = await em.execute<QuoteRow[]>(
    `select ${quoteColumns} from ${joined} where q.id = ? and q.user_id = ?
     ${lock ? "for update of q" : ""}`,
    [id, userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toQuoteWithClient(row);
};

/** The owner's client with this id, summarised, or none. */
const ownClient = async (
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

/** The values a quote's edit writes, in the order of `editedColumns`. */
const editedValues = (quote: Quote) => [
  quote.clientId,
  quote.status,
  quote.issueDate,
  quote.validUntil,
  quote.notes,
  quote.currency,
  quote.pricesIncludeTax,
  ...discountColumnValues(quote.discount),
  JSON.stringify(quote.items),
  quote.subtotal,
  quote.taxAmount,
  quote.total,
  quote.sentAt,
  quote.answeredAt,
  quote.updatedAt,
];
const editedColumns = `client_id, status, issue_date, valid_until, notes, currency,
  prices_include_tax, discount_percent_hundredths, discount_amount, items, subtotal, tax_amount,
  total, sent_at, answered_at, updated_at`;

/**
 * `QuoteRepository` over the database. A quote's number comes from `takeNextNumber` in the
 * transaction that numbers it; a quote is read whole, with its client and the invoices made of
 * it, in one query.
 */
export const QuoteRepositoryLive = (database: Database) =>
  Layer.succeed(QuoteRepository, {
    create: (userId, { quote, issueNumber }) =>
      runTransactionResult(
        database,
        async (tx): Promise<Result.Result<QuoteWithClient, ClientNotFound>> => {
          const client = await ownClient(tx, userId, quote.clientId);
          if (client === undefined) return Result.fail(new ClientNotFound({ id: quote.clientId }));
          const number = issueNumber ? await takeNextNumber(tx, QUOTE_SERIES, userId, null) : null;
          await tx.execute(
            `insert into quotes (id, user_id, number, ${editedColumns}, created_at)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [quote.id, userId, number, ...editedValues(quote), quote.createdAt],
          );
          return Result.succeed({
            quote: {
              ...quote,
              userId,
              quoteNumber: number === null ? null : formatQuoteNumber(number),
            },
            client,
            invoices: [],
          });
        },
      ),

    update: <E>(
      userId: string,
      id: string,
      decide: (current: Quote) => Result.Result<QuoteChange, E>,
    ) =>
      runTransactionResult(
        database,
        async (tx): Promise<Result.Result<QuoteWithClient, QuoteNotFound | ClientNotFound | E>> => {
          const current = await findQuote(tx, userId, id, true);
          if (current === undefined) return Result.fail(new QuoteNotFound({ id }));
          const decided = decide(current.quote);
          // Nothing was written: committing ends the transaction as a rollback would.
          if (Result.isFailure(decided)) return Result.fail(decided.failure);
          const { quote, issueNumber } = decided.success;
          const client = await ownClient(tx, userId, quote.clientId);
          if (client === undefined) return Result.fail(new ClientNotFound({ id: quote.clientId }));
          const number =
            issueNumber && current.quote.quoteNumber === null
              ? await takeNextNumber(tx, QUOTE_SERIES, userId, null)
              : null;
          const columns = editedColumns.split(",").map((column) => `${column.trim()} = ?`);
          await tx.execute(
            `update quotes set ${columns.join(", ")}, number = coalesce(?, number)
             where id = ? and user_id = ?`,
            [...editedValues(quote), number, id, userId],
          );
          return Result.succeed({
            quote: {
              ...quote,
              id: current.quote.id,
              userId,
              quoteNumber: number === null ? current.quote.quoteNumber : formatQuoteNumber(number),
              createdAt: current.quote.createdAt,
            },
            client,
            invoices: current.invoices,
          });
        },
      ),

    send: (userId, id, { decide, linkTokenHash, deliver }) =>
      Effect.acquireUseRelease(
        Effect.promise(async () => {
          const tx = database.orm.em.fork();
          await tx.begin();
          return tx;
        }),
        (tx) =>
          Effect.gen(function* () {
            const current = yield* Effect.promise(() => findQuote(tx, userId, id, true));
            if (current === undefined) return yield* new QuoteNotFound({ id });
            const { quote, issueNumber } = yield* Effect.fromResult(decide(current.quote));
            const number =
              issueNumber && current.quote.quoteNumber === null
                ? yield* Effect.promise(() => takeNextNumber(tx, QUOTE_SERIES, userId, null))
                : null;
            yield* Effect.promise(() =>
              tx.execute(
                `update quotes set status = ?, sent_at = ?, updated_at = ?,
                   number = coalesce(?, number), link_token_hash = ?
                 where id = ? and user_id = ?`,
                [quote.status, quote.sentAt, quote.updatedAt, number, linkTokenHash, id, userId],
              ),
            );
            const stored: QuoteWithClient = {
              ...current,
              quote: {
                ...current.quote,
                status: quote.status,
                sentAt: quote.sentAt,
                updatedAt: quote.updatedAt,
                quoteNumber:
                  number === null ? current.quote.quoteNumber : formatQuoteNumber(number),
              },
            };
            const delivered = yield* deliver(stored);
            return { stored, delivered };
          }),
        (tx, exit) => Effect.promise(() => (Exit.isSuccess(exit) ? tx.commit() : tx.rollback())),
      ),

    get: (userId, id) =>
      runQueryResult(database, async (em) => {
        const found = await findQuote(em, userId, id, false);
        return found === undefined ? Result.fail(new QuoteNotFound({ id })) : Result.succeed(found);
      }),

    list: (userId, query) =>
      runQuery(database, async (em) => {
        const statusFilter = query.status === "all" ? "" : "and q.status = ?";
        const params = query.status === "all" ? [userId] : [userId, query.status];
        const [rows, count] = await Promise.all([
          em.execute<
            (Omit<QuoteSummary, "quoteNumber" | "total"> & {
              number: number | null;
              total: number | string;
            })[]
          >(
            `select q.id, q.number, q.status, ${isoDateSql("q.issue_date")} as "issueDate",
               ${isoDateSql("q.valid_until")} as "validUntil",
               coalesce(c.company, c.name) as "clientName", q.currency, q.total
             from ${joined} where q.user_id = ? ${statusFilter}
             order by q.created_at desc, q.id desc limit ? offset ?`,
            [...params, query.pageSize, pageOffset(query.page, query.pageSize)],
          ),
          em.execute<{ total: number | string }[]>(
            `select count(*) as total from quotes q where q.user_id = ? ${statusFilter}`,
            params,
          ),
        ]);
        return {
          data: rows.map(({ number, total, ...row }) => ({
            ...row,
            quoteNumber: number === null ? null : formatQuoteNumber(number),
            total: Number(total),
          })),
          page: query.page,
          pageSize: query.pageSize,
          total: Number(onlyRow(count).total),
        };
      }),

    remove: (userId, id) =>
      runTransactionResult(
        database,
        async (tx): Promise<Result.Result<void, QuoteNotFound | QuoteNotDraft>> => {
          if (!isUuid(id)) return Result.fail(new QuoteNotFound({ id }));
          const rows = await tx.execute<{ status: QuoteStatus }[]>(
            `select status from quotes where id = ? and user_id = ? for update`,
            [id, userId],
          );
          const row = rows[0];
          if (row === undefined) return Result.fail(new QuoteNotFound({ id }));
          if (row.status !== "draft") return Result.fail(new QuoteNotDraft({ id }));
          await tx.execute(`delete from quotes where id = ? and user_id = ?`, [id, userId]);
          return Result.succeed(undefined);
        },
      ),

    invoice: <E>(
      userId: string,
      id: string,
      decide: (current: QuoteWithClient) => Result.Result<QuoteInvoicing, E>,
    ) =>
      runTransactionResult(
        database,
        async (
          tx,
        ): Promise<Result.Result<InvoiceWithClient, QuoteNotFound | ClientNotFound | E>> => {
          const current = await findQuote(tx, userId, id, true);
          if (current === undefined) return Result.fail(new QuoteNotFound({ id }));
          const decided = decide(current);
          if (Result.isFailure(decided)) return Result.fail(decided.failure);
          const { invoice, record } = decided.success;
          const stored = await insertInvoice(tx, userId, invoice);
          // A draft takes no number, so its issue date is never out of order.
          if (Result.isFailure(stored)) {
            if (stored.failure._tag === "ClientNotFound") return Result.fail(stored.failure);
            throw new Error("a draft made of a quote asked for a number");
          }
          await tx.execute(
            `insert into quote_invoices (invoice_id, quote_id, kind, deposit_hundredths,
               created_at) values (?, ?, ?, ?, ?)`,
            [
              record.invoiceId,
              id,
              record.kind,
              record.depositHundredths,
              invoice.invoice.createdAt,
            ],
          );
          return Result.succeed(stored.success);
        },
      ),

    expire: (now) =>
      runQuery(database, async (em) => {
        const source = { table: "quotes", alias: "q" };
        const zones = await zoneTodays(
          em,
          now,
          "q.status = 'sent' and q.valid_until < ?::date",
          (latest) => [latest],
          source,
        );
        if (zones === null) return 0;
        const moved = await em.execute<{ id: string }[]>(
          `with zones (time_zone, today) as (values ${zones.values})
           update quotes q set status = 'expired', updated_at = ?
           from users u join zones z on z.time_zone = u.time_zone
           where u.id = q.user_id and q.status = 'sent' and q.valid_until < z.today
           returning q.id`,
          [...zones.params, now],
        );
        return moved.length;
      }),

    setLink: ({ userId, quoteId }, tokenHash) =>
      runQueryResult(database, async (em) => {
        if (!isUuid(quoteId)) return Result.fail(new QuoteNotFound({ id: quoteId }));
        const rows = await em.execute<{ id: string }[]>(
          `update quotes set link_token_hash = ? where id = ? and user_id = ? returning id`,
          [tokenHash, quoteId, userId],
        );
        return rows.length === 0
          ? Result.fail(new QuoteNotFound({ id: quoteId }))
          : Result.succeed(undefined);
      }),

    findLink: (tokenHash) =>
      runQuery(database, async (em) => {
        const rows = await em.execute<{ userId: string; quoteId: string }[]>(
          `select user_id as "userId", id as "quoteId" from quotes where link_token_hash = ?`,
          [tokenHash],
        );
        const row = rows[0];
        return row === undefined ? Option.none() : Option.some(row);
      }),
  });
