import { InvoiceListRow } from "./invoice-json.ts";
import { Paged } from "./paged.ts";

/** The answer listing invoices: a page of rows without their lines (`{ data, page, pageSize, total }`). */
export const InvoiceListResponse = Paged(InvoiceListRow);
export type InvoiceListResponse = typeof InvoiceListResponse.Type;
