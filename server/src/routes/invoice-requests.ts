import {
  decodeFields,
  InvoiceListQuery,
  InvoiceStatusRequest,
  isStatusChangeBody,
  UpdateInvoiceRequest,
} from "@invoicing/core";
import { Effect, Schema } from "effect";

/** Query of `GET /api/invoices/export.csv`: the list's filters and order, without paging. */
export const InvoiceExportQuery = Schema.Struct({
  q: InvoiceListQuery.fields.q,
  status: InvoiceListQuery.fields.status,
  sort: InvoiceListQuery.fields.sort,
});

/**
 * Query of `PUT /api/invoices/{id}`: the screen whose rules a bare status change follows, the
 * detail page's unless `place=list` (the list's "mark as paid").
 */
export const InvoiceUpdateQuery = Schema.Struct({
  place: Schema.Literals(["detail", "list"]).pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed("detail" as const)),
  ),
});

/** Body of `PUT /api/invoices/{id}`: a bare `{ status }`, or the whole invoice again. */
export const InvoiceUpdateBody = Schema.Union([InvoiceStatusRequest, UpdateInvoiceRequest]);

/** Decodes a PUT body by its shape: only `status` is a status change, anything else an edit. */
export const decodeInvoiceUpdate = (input: unknown) =>
  isStatusChangeBody(input)
    ? decodeFields(InvoiceStatusRequest)(input)
    : decodeFields(UpdateInvoiceRequest)(input);
