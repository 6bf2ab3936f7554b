import { Schema } from "effect";

/** The invoice has no NFS-e issued by the national system, so there is nothing to serve or cancel. */
export class NfseNotIssued extends Schema.TaggedError<NfseNotIssued>()("NfseNotIssued", {
  invoiceId: Schema.String,
}) {
  readonly key: string = "brazil.nfse.notissued";
}

/** The invoice already has an NFS-e that stands: a second one would document the services twice. */
export class NfseAlreadyIssued extends Schema.TaggedError<NfseAlreadyIssued>()(
  "NfseAlreadyIssued",
  { invoiceId: Schema.String, accessKey: Schema.String },
) {
  readonly key: string = "brazil.nfse.alreadyissued";
}

/** The NFS-e's cancellation was registered already. */
export class NfseAlreadyCancelled extends Schema.TaggedError<NfseAlreadyCancelled>()(
  "NfseAlreadyCancelled",
  { invoiceId: Schema.String },
) {
  readonly key: string = "brazil.nfse.cancel.alreadycancelled";
}

/**
 * An invoice whose NFS-e stands is cancelled by cancelling its NFS-e (with a reason and a
 * justification), not by a status change.
 */
export class CancelRequiresNfseCancellation extends Schema.TaggedError<CancelRequiresNfseCancellation>()(
  "CancelRequiresNfseCancellation",
  { id: Schema.String },
) {
  readonly key: string = "brazil.nfse.cancel.required";
}

/** The invoice sells goods: it becomes an NF-e, not an NFS-e. */
export class InvoiceOfGoods extends Schema.TaggedError<InvoiceOfGoods>()("InvoiceOfGoods", {
  invoiceId: Schema.String,
}) {
  readonly key: string = "brazil.nfse.invoiceofgoods";
}

/** The invoice sells services: it becomes an NFS-e, not an NF-e. */
export class InvoiceOfServices extends Schema.TaggedError<InvoiceOfServices>()(
  "InvoiceOfServices",
  { invoiceId: Schema.String },
) {
  readonly key: string = "brazil.nfe.invoiceofservices";
}

/**
 * The invoice holds goods and services: neither an NF-e nor an NFS-e documents it whole, so it
 * is refused; goods and services go on separate invoices (docs/BRAZIL.md).
 */
export class MixedGoodsAndServices extends Schema.TaggedError<MixedGoodsAndServices>()(
  "MixedGoodsAndServices",
  { invoiceId: Schema.String },
) {
  readonly key: string = "brazil.mixedgoodsandservices";
}

/**
 * The national system did not issue the NFS-e the buyer's e-mail waits for: nothing is sent, and
 * its first message says why.
 */
export class NfseNotIssuedForEmail extends Schema.TaggedError<NfseNotIssuedForEmail>()(
  "NfseNotIssuedForEmail",
  { invoiceId: Schema.String, code: Schema.String, description: Schema.String },
) {
  readonly key: string = "brazil.nfse.emailwaitsissue";

  /** The national system's code and message, read after the message. */
  get detail(): string {
    return `${this.code}: ${this.description}`;
  }
}
