import { createHash } from "node:crypto";
import {
  type ArchivedDocument,
  type ArchivedDocumentKind,
  type ArchivedDocumentRef,
  archiveStorageKey,
  DocumentArchive,
  FileStorage,
} from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../persistence/database.ts";
import { runQuery, runTransaction } from "../persistence/repositories/run-database.ts";
import { instantSql } from "../persistence/repositories/sql-fragments.ts";
import { isUuid } from "../persistence/repositories/uuid.ts";

const encoder = new TextEncoder();

/** The SHA-256 of a file's bytes, hex-encoded. */
const contentSha256 = (bytes: Uint8Array): string =>
  createHash("sha256").update(bytes).digest("hex");

const recordColumns = `user_id as "userId", document_kind as kind, document_id as "documentId",
  format, content_type as "contentType", storage_key as "storageKey", sha256, size,
  ${instantSql("created_at")} as "createdAt"`;

const selectRecorded = `select ${recordColumns} from archived_documents
  where document_kind = ? and document_id = ? and user_id = ? order by format`;

/**
 * The DocumentArchive port: bytes through the FileStorage port it is given (the data folder's
 * `files/archive/…` by default), records in `archived_documents`. The queue, `archive_queue`, is
 * filled by triggers on `invoices` and `credit_notes` in the transaction that numbers a document
 * (migrations 0019 and 0021), so
 * no path that numbers can skip it; archiving empties it.
 */
export const documentArchiveLayer = (database: Database) =>
  Layer.effect(
    DocumentArchive,
    Effect.gen(function* () {
      const storage = yield* FileStorage;
      const find = (userId: string, kind: ArchivedDocumentKind, documentId: string) =>
        isUuid(documentId)
          ? runQuery(database, (em) =>
              em.execute<ArchivedDocument[]>(selectRecorded, [kind, documentId, userId]),
            )
          : Effect.succeed([]);
      return DocumentArchive.of({
        find,
        archive: (document, files) =>
          Effect.gen(function* () {
            const found = yield* find(document.userId, document.kind, document.documentId);
            if (found.length > 0) return found;
            const prepared = files.map((file) => {
              const bytes =
                typeof file.content === "string" ? encoder.encode(file.content) : file.content;
              const sha256 = contentSha256(bytes);
              const storageKey = archiveStorageKey(document, file.format, sha256);
              return { ...file, bytes, sha256, storageKey };
            });
            // Stored before they are recorded: a record always names bytes that exist.
            yield* Effect.forEach(
              prepared,
              (file) => storage.put(file.storageKey, file.bytes, file.contentType),
              { discard: true },
            );
            const recorded = yield* runTransaction(database, async (tx) => {
              for (const file of prepared) {
                await tx.execute(
                  `insert into archived_documents (user_id, document_kind, document_id, format,
                     content_type, storage_key, sha256, size, created_at)
                   values (?, ?, ?, ?, ?, ?, ?, ?, now())
                   on conflict (document_kind, document_id, format) do nothing`,
                  [
                    document.userId,
                    document.kind,
                    document.documentId,
                    file.format,
                    file.contentType,
                    file.storageKey,
                    file.sha256,
                    file.bytes.length,
                  ],
                );
              }
              await tx.execute(
                `delete from archive_queue where document_kind = ? and document_id = ?`,
                [document.kind, document.documentId],
              );
              return tx.execute<ArchivedDocument[]>(selectRecorded, [
                document.kind,
                document.documentId,
                document.userId,
              ]);
            });
            // A concurrent archive of the same document won: its files stay, these go.
            const kept = new Set(recorded.map((record) => record.storageKey));
            yield* Effect.forEach(
              prepared.filter((file) => !kept.has(file.storageKey)),
              (file) => storage.delete(file.storageKey),
              { discard: true },
            );
            return recorded;
          }),
        // The oldest entries; those whose document is archived already (a restore loads both
        // the queue and the archive) leave the queue instead of being answered.
        queued: (kind, limit) =>
          runTransaction(database, (tx) =>
            tx.execute<ArchivedDocumentRef[]>(
              `with batch as (
                 select document_kind, document_id, user_id, queued_at from archive_queue
                 where document_kind = ? order by queued_at, document_id limit ?
               ),
               done as (
                 delete from archive_queue q using batch b
                 where q.document_kind = b.document_kind and q.document_id = b.document_id
                   and exists (select 1 from archived_documents a
                     where a.document_kind = b.document_kind and a.document_id = b.document_id)
                 returning q.document_id
               )
               select user_id as "userId", document_kind as kind, document_id as "documentId"
               from batch where document_id not in (select document_id from done)
               order by queued_at, document_id`,
              [kind, limit],
            ),
          ),
      });
    }),
  );
