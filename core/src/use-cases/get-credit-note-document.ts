import { Effect } from "effect";
import { creditNoteDocumentParts } from "../credit-notes/credit-note-document-invoice.ts";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { CreditNoteRepository } from "../ports/credit-note-repository.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceDocumentSources } from "./invoice-document-sources.ts";

/**
 * The document of one of the user's credit notes, in the user's language: its number, date,
 * reason and lines with the parties of the invoice it corrects, which it names. CreditNoteNotFound
 * for any other id.
 */
export const getCreditNoteDocument = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { creditNote } = yield* (yield* CreditNoteRepository).get(input.userId, input.id);
    const { invoice } = yield* (yield* InvoiceRepository).get(input.userId, creditNote.invoiceId);
    const sources = yield* invoiceDocumentSources({
      userId: input.userId,
      invoice,
    });
    return buildInvoiceDocument({ ...creditNoteDocumentParts(creditNote, invoice), ...sources });
  });
