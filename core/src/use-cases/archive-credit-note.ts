import { Effect } from "effect";
import type { ArchivedDocumentRef } from "../archive/archived-document.ts";
import { CREDIT_NOTE_KIND } from "../credit-notes/credit-note.ts";
import { invoiceFiles } from "../france/factur-x/invoice-pdf.ts";
import { DocumentArchive } from "../ports/document-archive.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceArchiveFiles } from "./archive-invoice.ts";
import { SELLER_FACTUR_X_OPTIONS } from "./factur-x-options.ts";
import { getCreditNoteDocument } from "./get-credit-note-document.ts";

/**
 * The archived files of one of the user's credit notes (docs/PRODUCT-RULES.md#archive): its PDF
 * and, for a French seller, its Factur-X XML, with their SHA-256. A credit note is numbered when
 * created and archived right after; one not archived yet (its archiving failed, or a crash cut it
 * off: the archive job finds it queued) is archived now, from the credit note as stored.
 * CreditNoteNotFound for any other id.
 */
export const archivedCreditNote = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const archive = yield* DocumentArchive;
    const found = yield* archive.find(input.userId, CREDIT_NOTE_KIND, input.id);
    if (found.length > 0) return found;
    const document = yield* getCreditNoteDocument(input);
    const files = yield* invoiceFiles(document, SELLER_FACTUR_X_OPTIONS);
    const ref: ArchivedDocumentRef = {
      userId: input.userId,
      kind: CREDIT_NOTE_KIND,
      documentId: input.id,
    };
    return yield* archive.archive(ref, invoiceArchiveFiles(files));
  });
