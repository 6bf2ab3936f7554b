import { Effect, Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { IsoDate } from "../calendar/iso-date.ts";
import { LifecycleStatusView } from "../france/lifecycle/lifecycle-entry.ts";
import { LifecycleCode, lifecycleLabel } from "../france/lifecycle/lifecycle-status.ts";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from "../invoices/invoice-list-query.ts";
import { Paged } from "../invoices/paged.ts";
import { queryInteger } from "../validation/query-integer.ts";
import { fromIsoMinorUnits } from "./decimal-amount.ts";
import {
  IsoCurrency,
  type ReceivedInvoice,
  ReceivedParty,
  ReceivedSource,
  ReceivedSyntax,
  ReceivedValidation,
} from "./received-invoice.ts";

/** An amount in major units with its currency's decimals (two, or none, or three). */
const ReceivedAmount = Schema.Finite;

/** The filters of the received-invoice list (docs/FRANCE-PA.md#receiving). */
export const ReceivedInvoiceStatusFilter = Schema.Literals([
  "pending",
  "approved",
  "disputed",
  "refused",
  "paid",
]);

/** `?q=&status=&page=&pageSize=`: `q` searches the supplier's name and the invoice number. */
export const ReceivedInvoiceListQuery = Schema.Struct({
  q: Schema.Trim.pipe(
    Schema.check(
      Schema.isMaxLength(MAX_SEARCH_LENGTH, { message: "receivedinvoices.searchtoolong" }),
    ),
    Schema.withDecodingDefaultTypeKey(Effect.succeed("")),
  ),
  status: Schema.optionalKey(ReceivedInvoiceStatusFilter),
  page: queryInteger(1, Number.MAX_SAFE_INTEGER, "common.errors.invalidpage").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(1)),
  ),
  pageSize: queryInteger(1, MAX_PAGE_SIZE, "common.errors.invalidpagesize").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(DEFAULT_PAGE_SIZE)),
  ),
});
export type ReceivedInvoiceListQuery = typeof ReceivedInvoiceListQuery.Type;

/**
 * A received invoice as its upload answers it and the list shows it (docs/FRANCE-PA.md#receiving):
 * amounts in major units.
 */
export const ReceivedInvoiceSummary = Schema.Struct({
  id: Schema.String,
  supplier: ReceivedParty,
  number: Schema.String,
  typeCode: Schema.String,
  issueDate: IsoDate,
  dueDate: Schema.NullOr(IsoDate),
  currency: IsoCurrency,
  totalWithoutTax: ReceivedAmount,
  totalTax: ReceivedAmount,
  total: ReceivedAmount,
  amountDue: ReceivedAmount,
  validation: ReceivedValidation,
  syntax: ReceivedSyntax,
  source: ReceivedSource,
  receivedAt: Instant,
  status: Schema.NullOr(LifecycleCode),
  statusLabel: Schema.NullOr(Schema.String),
  paidAt: Schema.NullOr(Instant),
});
export type ReceivedInvoiceSummary = typeof ReceivedInvoiceSummary.Type;

/** A page of received invoices, newest first. */
export const ReceivedInvoiceListResponse = Paged(ReceivedInvoiceSummary);
export type ReceivedInvoiceListResponse = typeof ReceivedInvoiceListResponse.Type;

const DetailLine = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  quantity: Schema.String,
  unitCode: Schema.NullOr(Schema.String),
  netAmount: ReceivedAmount,
  vatCategory: Schema.String,
  vatRate: Schema.NullOr(Schema.Finite),
});

const DetailVat = Schema.Struct({
  category: Schema.String,
  rate: Schema.NullOr(Schema.Finite),
  taxableAmount: ReceivedAmount,
  taxAmount: ReceivedAmount,
});

/** One received invoice in full: lines, VAT breakdown, the statuses sent, the original file's URL. */
export const ReceivedInvoiceDetail = Schema.Struct({
  ...ReceivedInvoiceSummary.fields,
  buyer: ReceivedParty,
  lines: Schema.Array(DetailLine),
  vatBreakdown: Schema.Array(DetailVat),
  prepaid: ReceivedAmount,
  paymentTerms: Schema.NullOr(Schema.String),
  fileName: Schema.String,
  originalUrl: Schema.String,
  statuses: Schema.Array(LifecycleStatusView),
});
export type ReceivedInvoiceDetail = typeof ReceivedInvoiceDetail.Type;

/** `{ data }` around one received invoice. */
export const ReceivedInvoiceResponse = Schema.Struct({ data: ReceivedInvoiceDetail });
export type ReceivedInvoiceResponse = typeof ReceivedInvoiceResponse.Type;

/** The answer to an upload: the new invoice. */
export const ReceivedInvoiceCreatedResponse = Schema.Struct({ data: ReceivedInvoiceSummary });
export type ReceivedInvoiceCreatedResponse = typeof ReceivedInvoiceCreatedResponse.Type;

/** The statuses a buyer sends about a received invoice here: approved, disputed, refused. */
export const BuyerStatusCode = Schema.Literals([205, 207, 210]);
export type BuyerStatusCode = typeof BuyerStatusCode.Type;

/** A buyer's answer to a received invoice: the status, and its reason code and text. */
export const ReceivedStatusRequest = Schema.Struct({
  code: BuyerStatusCode,
  reasonCode: Schema.optionalKey(Schema.NullOr(Schema.String)),
  reason: Schema.optionalKey(
    Schema.NullOr(
      Schema.Trim.pipe(
        Schema.check(Schema.isMaxLength(1000, { message: "receivedinvoices.reasontoolong" })),
      ),
    ),
  ),
});
export type ReceivedStatusRequest = typeof ReceivedStatusRequest.Type;

/** The status sent, as the lifecycle lists it, with the CDAR's `xmlUrl`. */
export const ReceivedStatusResponse = Schema.Struct({ data: LifecycleStatusView });
export type ReceivedStatusResponse = typeof ReceivedStatusResponse.Type;

/** Where the file of a received invoice is downloaded as it came. */
export const receivedOriginalUrl = (id: string): string => `/api/received-invoices/${id}/original`;

/** Where the CDAR of a status sent about a received invoice is downloaded. */
export const receivedCdarUrl = (id: string, entryId: string): string =>
  `/api/received-invoices/${id}/statuses/${entryId}/cdar`;

/** A received invoice as the list shows it, amounts in major units. */
export const receivedSummary = (invoice: ReceivedInvoice): ReceivedInvoiceSummary => {
  const major = (minor: number) => fromIsoMinorUnits(minor, invoice.currency);
  return {
    id: invoice.id,
    supplier: invoice.supplier,
    number: invoice.number,
    typeCode: invoice.typeCode,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    totalWithoutTax: major(invoice.totals.totalWithoutTax),
    totalTax: major(invoice.totals.totalTax),
    total: major(invoice.totals.total),
    amountDue: major(invoice.totals.amountDue),
    validation: invoice.validation,
    syntax: invoice.syntax,
    source: invoice.source,
    receivedAt: invoice.receivedAt,
    status: invoice.status,
    statusLabel: invoice.status === null ? null : lifecycleLabel(invoice.status),
    paidAt: invoice.paidAt,
  };
};
