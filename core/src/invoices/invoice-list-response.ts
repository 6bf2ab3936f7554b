import { Schema } from "effect";
import { InvoiceBalanceFields } from "../invoice-payments/invoice-balance-json.ts";
import { InvoiceListRow } from "./invoice-json.ts";
import { Paged } from "./paged.ts";

/**
 * The answer listing invoices: a page of rows without their lines (`{ data, page, pageSize, total }`),
 * each with what was paid, the balance due and whether it is partly paid.
 */
export const InvoiceListResponse = Paged(
  Schema.Struct({ ...InvoiceListRow.fields, ...InvoiceBalanceFields }),
);
export type InvoiceListResponse = typeof InvoiceListResponse.Type;
