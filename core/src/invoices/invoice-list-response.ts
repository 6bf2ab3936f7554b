import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";
import { LifecycleCode, lifecycleLabel } from "../france/lifecycle/lifecycle-status.ts";
import { payableTotal } from "../invoice-payments/balance-due.ts";
import {
  InvoiceBalanceFields,
  invoiceBalanceJson,
} from "../invoice-payments/invoice-balance-json.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import type { InvoiceListEntry } from "../ports/invoice-repository.ts";
import { InvoiceNumber } from "./invoice-number.ts";
import { InvoiceStatus } from "./invoice-status.ts";
import { Paged } from "./paged.ts";

/** The latest lifecycle status of an invoice on the French platforms: its code and official label. */
export const LatestLifecycleStatus = Schema.Struct({ code: LifecycleCode, label: Schema.String });
export type LatestLifecycleStatus = typeof LatestLifecycleStatus.Type;

/**
 * An invoice as the list shows it: its id (for its links), its number (null for a draft), its
 * client's name, its dates, status and total, what was paid, the balance due and whether it is
 * partly paid, and its latest lifecycle status (null before any). Its lines, notes, addresses and
 * other fields are the detail's (`InvoiceJson`), so that a page of 20 rows stays about 5.5 KB
 * instead of 14.5 KB. A column the list comes to show is one field here and one in
 * `invoiceToListRow`.
 */
export const InvoiceListRow = Schema.Struct({
  id: Schema.String,
  invoiceNumber: Schema.NullOr(InvoiceNumber),
  client: Schema.Struct({ name: Schema.String }),
  issueDate: IsoDate,
  dueDate: IsoDate,
  status: InvoiceStatus,
  currency: Currency,
  total: JsonAmount,
  ...InvoiceBalanceFields,
  lifecycle: Schema.NullOr(LatestLifecycleStatus),
});
export type InvoiceListRow = typeof InvoiceListRow.Type;

/** Presents a listed invoice as its list row, amounts in major units. */
export const invoiceToListRow = ({
  invoice,
  client,
  settlement,
  lifecycle,
}: InvoiceListEntry): InvoiceListRow => ({
  id: invoice.id,
  invoiceNumber: invoice.invoiceNumber,
  client: { name: client.name },
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  status: invoice.status,
  currency: invoice.currency,
  total: fromMinorUnits(invoice.total, invoice.currency),
  ...invoiceBalanceJson(payableTotal(invoice), invoice.currency, settlement),
  lifecycle: lifecycle === null ? null : { code: lifecycle, label: lifecycleLabel(lifecycle) },
});

/** The answer listing invoices: a page of list rows (`{ data, page, pageSize, total }`). */
export const InvoiceListResponse = Paged(InvoiceListRow);
export type InvoiceListResponse = typeof InvoiceListResponse.Type;
