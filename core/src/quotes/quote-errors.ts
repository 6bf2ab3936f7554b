import { Schema } from "effect";

/** No quote with this id belongs to the user (also when it belongs to someone else). */
export class QuoteNotFound extends Schema.TaggedError<QuoteNotFound>()("QuoteNotFound", {
  id: Schema.String,
}) {
  readonly key: string = "quotes.errors.notfound";
}

/** A status change the quote's rule does not allow from where it was asked. */
export class InvalidQuoteTransition extends Schema.TaggedError<InvalidQuoteTransition>()(
  "InvalidQuoteTransition",
  { from: Schema.String, to: Schema.String, place: Schema.String },
) {
  readonly key: string = "quotes.errors.invalidtransition";
}

/** Only a draft quote is edited or deleted: a sent one is what the client received. */
export class QuoteNotDraft extends Schema.TaggedError<QuoteNotDraft>()("QuoteNotDraft", {
  id: Schema.String,
}) {
  readonly key: string = "quotes.errors.notdraft";
}

/** Only an accepted quote becomes an invoice or a deposit invoice. */
export class QuoteNotAccepted extends Schema.TaggedError<QuoteNotAccepted>()("QuoteNotAccepted", {
  id: Schema.String,
}) {
  readonly key: string = "quotes.errors.notaccepted";
}

/** The quote's final invoice was made: nothing more is invoiced from it. */
export class QuoteAlreadyInvoiced extends Schema.TaggedError<QuoteAlreadyInvoiced>()(
  "QuoteAlreadyInvoiced",
  { id: Schema.String, invoiceId: Schema.String },
) {
  readonly key: string = "quotes.errors.alreadyinvoiced";
}

/** The deposits asked of a quote would reach or pass its whole amount. */
export class DepositExceedsQuote extends Schema.TaggedError<DepositExceedsQuote>()(
  "DepositExceedsQuote",
  { id: Schema.String },
) {
  readonly key: string = "quotes.errors.depositexceeds";
}

/**
 * A quote link that opens nothing: unknown, revoked, or of a quote deleted since. The answer is
 * the same for each, so a guessed token learns nothing (docs/QUOTES.md#the-client-link).
 */
export class QuoteLinkUnavailable extends Schema.TaggedError<QuoteLinkUnavailable>()(
  "QuoteLinkUnavailable",
  {},
) {
  readonly key: string = "quotes.errors.linkunavailable";
}

/**
 * Too many requests through one quote link, or from one address, within the current window
 * (docs/QUOTES.md#the-client-link); the caller may try again after this many seconds.
 */
export class QuoteLinkRateLimited extends Schema.TaggedError<QuoteLinkRateLimited>()(
  "QuoteLinkRateLimited",
  { retryAfterSeconds: Schema.Int },
) {
  readonly key: string = "quotes.errors.ratelimited";
}

/** A draft quote was never sent: it has no client link until it is. */
export class QuoteNotSent extends Schema.TaggedError<QuoteNotSent>()("QuoteNotSent", {
  id: Schema.String,
}) {
  readonly key: string = "quotes.errors.notsent";
}
