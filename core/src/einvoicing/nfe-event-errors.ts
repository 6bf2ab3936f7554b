import { Schema } from "effect";

/**
 * The NF-e was authorised more than 24 hours ago: SEFAZ no longer cancels it
 * (docs/PRODUCT-RULES.md#nf-e-events). `authorizedAt` says since when.
 */
export class NfeCancellationWindowClosed extends Schema.TaggedError<NfeCancellationWindowClosed>()(
  "NfeCancellationWindowClosed",
  { invoiceId: Schema.String, authorizedAt: Schema.String },
) {
  readonly key: string = "brazil.nfe.cancel.windowclosed";
}

/** The NF-e is cancelled already: no further cancellation or correction letter. */
export class NfeAlreadyCancelled extends Schema.TaggedError<NfeAlreadyCancelled>()(
  "NfeAlreadyCancelled",
  { invoiceId: Schema.String },
) {
  readonly key: string = "brazil.nfe.cancel.alreadycancelled";
}

/** An NF-e takes at most 20 correction letters. */
export class NfeCorrectionLimitReached extends Schema.TaggedError<NfeCorrectionLimitReached>()(
  "NfeCorrectionLimitReached",
  { invoiceId: Schema.String },
) {
  readonly key: string = "brazil.nfe.correction.limitreached";
}

/**
 * A numbered invoice whose NF-e is authorised is cancelled by cancelling its NF-e (with a
 * justification), not by a status change nor a credit note.
 */
export class CancelRequiresNfeCancellation extends Schema.TaggedError<CancelRequiresNfeCancellation>()(
  "CancelRequiresNfeCancellation",
  { id: Schema.String },
) {
  readonly key: string = "brazil.nfe.cancel.required";
}

/** The NF-e event's XML asked for is not the user's, or does not exist. */
export class NfeEventNotFound extends Schema.TaggedError<NfeEventNotFound>()("NfeEventNotFound", {
  id: Schema.String,
}) {
  readonly key: string = "brazil.nfe.events.notfound";
}

/**
 * The buyer's e-mail of an invoice that has an NF-e waits for its authorisation, and SEFAZ did
 * not authorise it: nothing goes to the buyer, and the seller reads SEFAZ's code and reason
 * (docs/PRODUCT-RULES.md#nf-e-events).
 */
export class NfeNotAuthorizedForEmail extends Schema.TaggedError<NfeNotAuthorizedForEmail>()(
  "NfeNotAuthorizedForEmail",
  { invoiceId: Schema.String, cStat: Schema.String, xMotivo: Schema.String },
) {
  readonly key: string = "brazil.nfe.emailwaitsauthorisation";

  /** SEFAZ's code and reason, read after the message. */
  get detail(): string {
    return `${this.cStat}: ${this.xMotivo}`;
  }
}
