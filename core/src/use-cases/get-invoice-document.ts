import { Effect } from "effect";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceDocumentSources } from "./invoice-document-sources.ts";

/**
 * The document of one of the user's invoices, in the user's language: what its PDF (plain or
 * Factur-X) and its e-mail show. InvoiceNotFound for any other id.
 */
export const getInvoiceDocument = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { invoice } = yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const sources = yield* invoiceDocumentSources({
      userId: input.userId,
      invoice,
    });
    return buildInvoiceDocument({ invoice, ...sources });
  });
