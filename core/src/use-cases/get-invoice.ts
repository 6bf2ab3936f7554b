import { Effect } from "effect";
import type { InvoiceHistoryEntry } from "../invoices/invoice-history-entry.ts";
import { type InvoiceJson, invoiceToJson } from "../invoices/invoice-json.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** An invoice as the detail page shows it: the invoice and its history, oldest first. */
export interface InvoiceDetail {
  readonly invoice: InvoiceJson;
  readonly history: ReadonlyArray<InvoiceHistoryEntry>;
}

/** One of the user's invoices with its history; InvoiceNotFound for any other id. */
export const getInvoice = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const invoices = yield* InvoiceRepository;
    const { invoice, client } = yield* invoices.get(input.userId, input.id);
    const history = yield* invoices.history(input.userId, input.id);
    return { invoice: invoiceToJson(invoice, client), history } satisfies InvoiceDetail;
  });
