import { Schema } from "effect";

/** No client with this id belongs to the user (also when it belongs to someone else). */
export class ClientNotFound extends Schema.TaggedError<ClientNotFound>()("ClientNotFound", {
  id: Schema.String,
}) {
  readonly key: string = "clients.errors.notfound";
}

/**
 * The client is named on invoices, which must keep pointing at it, so it cannot be deleted;
 * its invoices would first have to go (drafts) or stay as they are (issued ones).
 */
export class ClientHasInvoices extends Schema.TaggedError<ClientHasInvoices>()(
  "ClientHasInvoices",
  { id: Schema.String },
) {
  readonly key: string = "clients.errors.hasinvoices";
}
