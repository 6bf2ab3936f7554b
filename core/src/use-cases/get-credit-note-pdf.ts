import { Effect } from "effect";
import type { UserId } from "../users/user-id.ts";
import { getCreditNoteDocument } from "./get-credit-note-document.ts";
import { type InvoicePdfFile, invoicePdfFile } from "./invoice-pdf-file.ts";

/**
 * The PDF of one of the user's credit notes (`GET /api/credit-notes/{id}/pdf`), named
 * `credit-note-CN-001.pdf`: the invoice renderer's document titled as a credit note, naming the
 * invoice it corrects and its reason; a Factur-X PDF/A-3 (type 381) for a French seller.
 * CreditNoteNotFound for any other id.
 */
export const getCreditNotePdf = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const document = yield* getCreditNoteDocument(input);
    const file = yield* invoicePdfFile(document);
    return { ...file, fileName: `credit-note-${document.number}.pdf` } satisfies InvoicePdfFile;
  });
