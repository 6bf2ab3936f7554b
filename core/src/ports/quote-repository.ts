import { Context, type Effect, type Option, type Result } from "effect";
import type { TokenHash } from "../auth/token-hash.ts";
import type { Instant } from "../calendar/instant.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { ClientNotFound } from "../clients/client-errors.ts";
import type { InvoiceClientSummary } from "../invoices/invoice-json.ts";
import type { Quote } from "../quotes/quote.ts";
import type { QuoteNotDraft, QuoteNotFound } from "../quotes/quote-errors.ts";
import type { QuoteInvoiceRecord } from "../quotes/quote-invoicing.ts";
import type { QuoteListQuery } from "../quotes/quote-list-query.ts";
import type { UserId } from "../users/user-id.ts";
import type { InvoiceWithClient, NewInvoice } from "./invoice-repository.ts";
import type { Page } from "./page.ts";

/** A quote with its client and the invoices made from it, oldest first. */
export interface QuoteWithClient {
  readonly quote: Quote;
  readonly client: InvoiceClientSummary;
  readonly invoices: ReadonlyArray<QuoteInvoiceRecord>;
}

/** A quote as lists show it: no lines. */
export interface QuoteSummary {
  readonly id: string;
  readonly quoteNumber: Quote["quoteNumber"];
  readonly status: Quote["status"];
  readonly issueDate: IsoDate;
  readonly validUntil: IsoDate;
  readonly clientName: string;
  readonly currency: Quote["currency"];
  readonly total: number;
}

/**
 * A change of a quote decided under its lock: the quote afterwards (its id, owner, number and
 * createdAt are not written) and whether it takes the owner's next number now.
 */
export interface QuoteChange {
  readonly quote: Quote;
  readonly issueNumber: boolean;
}

/** An invoice to make from a quote, decided under the quote's lock, and how the quote records it. */
export interface QuoteInvoicing {
  readonly invoice: NewInvoice;
  readonly record: Omit<QuoteInvoiceRecord, "total" | "cancelled">;
}

/** The quote a live client link opens, and its owner. */
export interface QuoteLinkTarget {
  readonly userId: UserId;
  readonly quoteId: string;
}

/**
 * A user's quotes (docs/QUOTES.md), scoped by the owner like invoices: another user's quote or
 * client is "not found". Numbers come from the owner's quote counter, read and advanced under a
 * lock in the transaction that numbers the quote, so concurrent requests on several server
 * processes never hand out a number twice nor leave a gap. Storage failures are defects.
 */
export class QuoteRepository extends Context.Service<
  QuoteRepository,
  {
    /** Stores a new quote with, when asked, the owner's next number, in one transaction. */
    readonly create: (
      userId: UserId,
      change: QuoteChange,
    ) => Effect.Effect<QuoteWithClient, ClientNotFound>;
    /**
     * Edits or moves a quote in one transaction, holding it until the transaction ends: hands the
     * quote as stored to `decide` (pure) and writes the change it answers; a failure writes nothing.
     */
    readonly update: <E>(
      userId: UserId,
      id: string,
      decide: (current: Quote) => Result.Result<QuoteChange, E>,
    ) => Effect.Effect<QuoteWithClient, QuoteNotFound | ClientNotFound | E>;
    readonly get: (userId: UserId, id: string) => Effect.Effect<QuoteWithClient, QuoteNotFound>;
    /** One page of the owner's quotes, newest first, as `query` filters them. */
    readonly list: (userId: UserId, query: QuoteListQuery) => Effect.Effect<Page<QuoteSummary>>;
    /** Deletes one of the owner's draft quotes; a sent one is QuoteNotDraft. */
    readonly remove: (
      userId: UserId,
      id: string,
    ) => Effect.Effect<void, QuoteNotFound | QuoteNotDraft>;
    /**
     * Makes an invoice of a quote in one transaction, holding the quote until it ends: hands
     * `decide` (pure) the quote and the invoices made of it so far, then stores the invoice it
     * answers (a draft, without a number) and the quote's record of it.
     */
    readonly invoice: <E>(
      userId: UserId,
      id: string,
      decide: (current: QuoteWithClient) => Result.Result<QuoteInvoicing, E>,
    ) => Effect.Effect<InvoiceWithClient, QuoteNotFound | ClientNotFound | E>;
    /** Moves every sent quote whose validity date is before its owner's today at `now`. */
    readonly expire: (now: Instant) => Effect.Effect<number>;
    /**
     * Gives one of the owner's quotes a live client link by its token's hash, replacing any earlier
     * one; null revokes it.
     */
    readonly setLink: (
      target: QuoteLinkTarget,
      tokenHash: TokenHash | null,
    ) => Effect.Effect<void, QuoteNotFound>;
    /** The quote a live link opens, by its token's hash; none for an unknown or revoked one. */
    readonly findLink: (tokenHash: TokenHash) => Effect.Effect<Option.Option<QuoteLinkTarget>>;
  }
>()("@invoicing/core/QuoteRepository") {}
