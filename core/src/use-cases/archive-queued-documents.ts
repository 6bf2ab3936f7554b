import { Effect } from "effect";
import type { ArchivedDocumentKind, ArchivedDocumentRef } from "../archive/archived-document.ts";
import { DocumentArchive } from "../ports/document-archive.ts";
import { archivedCreditNote } from "./archive-credit-note.ts";
import { archiveInvoice } from "./archive-invoice.ts";

const BATCH = 50;

const KINDS: ReadonlyArray<ArchivedDocumentKind> = ["invoice", "credit_note"];

/** Archives one queued document of its kind. */
const archiveQueued = (document: ArchivedDocumentRef) => {
  const input = { userId: document.userId, id: document.documentId };
  return document.kind === "invoice" ? archiveInvoice(input) : archivedCreditNote(input);
};

/**
 * The archive job (docs/PRODUCT-RULES.md#credit-notes): archives every invoice that took its number
 * and every credit note not archived yet, batch after batch until none is left: the ones numbered
 * just before a crash, and after migrations 0019 and 0021 every invoice and credit note numbered
 * before the archive queued them. Answers how many it archived.
 */
export const archiveQueuedDocuments = Effect.gen(function* () {
  const archive = yield* DocumentArchive;
  let archived = 0;
  for (const kind of KINDS) {
    for (;;) {
      const queued = yield* archive.queued(kind, BATCH);
      yield* Effect.forEach(
        queued,
        // An issued invoice or a credit note is never deleted: not finding a queued one is a defect.
        (document) => archiveQueued(document).pipe(Effect.orDie),
        { discard: true },
      );
      archived += queued.length;
      if (queued.length < BATCH) break;
    }
  }
  return { archived };
});
