import { Result, Schema } from "effect";
import type { IsoDate } from "../calendar/iso-date.ts";
import { InvalidQuoteTransition } from "./quote-errors.ts";

/** The five quote statuses, in their usual life order (docs/QUOTES.md#statuses). */
export const quoteStatuses = ["draft", "sent", "accepted", "declined", "expired"] as const;

/** A quote's status; a new quote is a draft. */
export const QuoteStatus = Schema.Literals(quoteStatuses);
export type QuoteStatus = typeof QuoteStatus.Type;

/**
 * Where a quote's status change is asked: the seller's screens, the e-mail that sends it, the
 * client's public link, and the job that expires quotes past their validity date.
 */
export const quotePlaces = ["seller", "email", "client", "expiry-job"] as const;
export type QuotePlace = (typeof quotePlaces)[number];

const none: ReadonlyArray<QuoteStatus> = [];

// Status only moves forward (docs/QUOTES.md#statuses): a quote is answered once, by the client
// through its link or by the seller on their behalf, or it expires; an answered or expired quote
// never changes again. A resend keeps a sent quote sent.
const targets: Record<QuotePlace, Record<QuoteStatus, ReadonlyArray<QuoteStatus>>> = {
  seller: {
    draft: ["sent"],
    sent: ["accepted", "declined"],
    accepted: none,
    declined: none,
    expired: none,
  },
  email: { draft: ["sent"], sent: ["sent"], accepted: none, declined: none, expired: none },
  client: {
    draft: none,
    sent: ["accepted", "declined"],
    accepted: none,
    declined: none,
    expired: none,
  },
  "expiry-job": { draft: none, sent: ["expired"], accepted: none, declined: none, expired: none },
};

/** The statuses a quote in `from` may move to from `place` (possibly `from` itself). */
export const allowedQuoteTargets = (
  place: QuotePlace,
  from: QuoteStatus,
): ReadonlyArray<QuoteStatus> => targets[place][from];

/** Checks a quote's status change asked from a place; the result is the quote's new status. */
export const changeQuoteStatus = (
  place: QuotePlace,
  from: QuoteStatus,
  to: QuoteStatus,
): Result.Result<QuoteStatus, InvalidQuoteTransition> =>
  allowedQuoteTargets(place, from).includes(to)
    ? Result.succeed(to)
    : Result.fail(new InvalidQuoteTransition({ from, to, place }));

/**
 * Whether the expiry job moves this quote: sent and unanswered, and its validity date (the last
 * day it can be accepted) is before today in the owner's zone.
 */
export const quoteExpires = (status: QuoteStatus, validUntil: IsoDate, today: IsoDate): boolean =>
  allowedQuoteTargets("expiry-job", status).includes("expired") && validUntil < today;

/** Whether a quote moving to `to` takes its number now: it has none and leaves draft. */
export const quoteNeedsNumber = (hasNumber: boolean, to: QuoteStatus): boolean =>
  !hasNumber && to !== "draft";
