import { Effect, Layer } from "effect";
import { type ArchivedDocument, archiveStorageKey } from "../src/archive/archived-document.ts";
import type { Instant } from "../src/calendar/instant.ts";
import type { Invoice } from "../src/invoices/invoice.ts";
import { DocumentArchive } from "../src/ports/document-archive.ts";
import type { StoredFile } from "../src/ports/file-storage.ts";

/** The part of the in-memory ports' state the archive reads and writes. */
interface ArchiveState {
  readonly now: Instant;
  readonly invoices: ReadonlyMap<string, Invoice>;
  readonly files: Map<string, StoredFile>;
  readonly archive: Array<ArchivedDocument>;
}

const bytesOf = (content: Uint8Array | string): Uint8Array =>
  typeof content === "string" ? Uint8Array.from(content, (c) => c.charCodeAt(0)) : content;

/**
 * A stand-in for the content hash: 64 hex digits that differ with the size and the bytes, enough
 * for unit tests to tell files apart (the adapter computes the real SHA-256).
 */
export const fakeContentHash = (bytes: Uint8Array): string => {
  let sum = bytes.length;
  for (const byte of bytes) sum = (sum * 31 + byte) % 2_147_483_647;
  return sum.toString(16).padStart(64, "0");
};

/**
 * The DocumentArchive over the in-memory storage: files go to `state.files`, records to
 * `state.archive`; the queue is every issued invoice without a record, as the database's trigger
 * keeps it.
 */
export const inMemoryArchiveLayer = (state: ArchiveState) =>
  Layer.succeed(DocumentArchive, {
    archive: (document, files) =>
      Effect.sync(() => {
        const recorded = state.archive.filter(
          (entry) => entry.kind === document.kind && entry.documentId === document.documentId,
        );
        if (recorded.length > 0) return recorded;
        const stored = files.map((file): ArchivedDocument => {
          const bytes = bytesOf(file.content);
          const sha256 = fakeContentHash(bytes);
          const storageKey = archiveStorageKey(document, file.format, sha256);
          state.files.set(storageKey, { bytes, contentType: file.contentType });
          return {
            ...document,
            format: file.format,
            contentType: file.contentType,
            storageKey,
            sha256,
            size: bytes.length,
            createdAt: state.now,
          };
        });
        state.archive.push(...stored);
        return stored;
      }),
    find: (userId, kind, documentId) =>
      Effect.sync(() =>
        state.archive.filter(
          (entry) =>
            entry.userId === userId && entry.kind === kind && entry.documentId === documentId,
        ),
      ),
    queued: (kind, limit) =>
      Effect.sync(() =>
        kind === "invoice"
          ? [...state.invoices.values()]
              .filter(
                (invoice) =>
                  invoice.invoiceNumber !== null &&
                  !state.archive.some((entry) => entry.documentId === invoice.id),
              )
              .slice(0, limit)
              .map((invoice) => ({ userId: invoice.userId, kind, documentId: invoice.id }))
          : [],
      ),
  });
