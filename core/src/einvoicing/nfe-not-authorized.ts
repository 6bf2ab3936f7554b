import { Schema } from "effect";

/** The invoice has no authorised NF-e yet, so there is no nfeProc or DANFE to serve (404). */
export class NfeNotAuthorized extends Schema.TaggedError<NfeNotAuthorized>()("NfeNotAuthorized", {
  invoiceId: Schema.String,
}) {
  readonly key: string = "brazil.nfe.notauthorized";
}
