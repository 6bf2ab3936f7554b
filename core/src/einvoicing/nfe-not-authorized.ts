import { Schema } from "effect";

/** The invoice has no authorised NF-e yet, so there is no nfeProc or DANFE to serve. */
export class NfeNotAuthorized extends Schema.TaggedError<NfeNotAuthorized>()("NfeNotAuthorized", {
  invoiceId: Schema.String,
}) {
  readonly key: string = "brazil.nfe.notauthorized";
}
