import { Schema } from "effect";
import { LifecycleCode } from "../france/lifecycle/lifecycle-status.ts";
import { InvoiceBalanceFields } from "../invoice-payments/invoice-balance-json.ts";
import { InvoiceListRow } from "./invoice-json.ts";
import { Paged } from "./paged.ts";

/** The latest lifecycle status of an invoice on the French platforms: its code and official label. */
export const LatestLifecycleStatus = Schema.Struct({ code: LifecycleCode, label: Schema.String });
export type LatestLifecycleStatus = typeof LatestLifecycleStatus.Type;

/**
 * The answer listing invoices: a page of rows without their lines (`{ data, page, pageSize, total }`),
 * each with what was paid, the balance due and whether it is partly paid, and its latest lifecycle
 * status (null before any).
 */
export const InvoiceListResponse = Paged(
  Schema.Struct({
    ...InvoiceListRow.fields,
    ...InvoiceBalanceFields,
    lifecycle: Schema.NullOr(LatestLifecycleStatus),
  }),
);
export type InvoiceListResponse = typeof InvoiceListResponse.Type;
