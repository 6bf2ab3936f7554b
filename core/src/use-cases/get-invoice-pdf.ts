import { Effect } from "effect";
import type { UserId } from "../users/user-id.ts";
import { getInvoiceDocument } from "./get-invoice-document.ts";
import { invoicePdfFile } from "./invoice-pdf-file.ts";

/** The PDF of one of the user's invoices with its download name (`GET /api/invoices/{id}/pdf`). */
export const getInvoicePdf = (input: { readonly userId: UserId; readonly id: string }) =>
  getInvoiceDocument(input).pipe(Effect.flatMap(invoicePdfFile));
