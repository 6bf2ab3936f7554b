import { Effect } from "effect";
import { DocumentArchive } from "../ports/document-archive.ts";
import { archiveInvoice } from "./archive-invoice.ts";

const BATCH = 50;

/**
 * The archive job (decisions §9): archives every invoice that took its number and is not archived
 * yet, batch after batch until none is left: the ones numbered just before a crash, and after
 * migration 0019 every invoice numbered before the archive existed. Answers how many it archived.
 */
export const archiveQueuedInvoices = Effect.gen(function* () {
  const archive = yield* DocumentArchive;
  let archived = 0;
  for (;;) {
    const queued = yield* archive.queued("invoice", BATCH);
    yield* Effect.forEach(
      queued,
      // An issued invoice is never deleted: not finding a queued one is a defect.
      (document) =>
        archiveInvoice({ userId: document.userId, id: document.documentId }).pipe(Effect.orDie),
      { discard: true },
    );
    archived += queued.length;
    if (queued.length < BATCH) return { archived };
  }
});
