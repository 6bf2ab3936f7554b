import { Schema } from "effect";
import { InvoiceStatus } from "./invoice-status.ts";
import { StatusPlace } from "./status-place.ts";

/**
 * A status change the place does not allow. Its own key rather than the list's generic
 * `invoices.failedtoupdateinvoicestatus`, which stays for failures the user cannot act on.
 */
export class InvalidStatusTransition extends Schema.TaggedError<InvalidStatusTransition>()(
  "InvalidStatusTransition",
  { from: InvoiceStatus, to: InvoiceStatus, place: StatusPlace },
) {
  readonly key: string = "invoices.errors.invalidstatustransition";
}
