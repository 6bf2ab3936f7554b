import { Context, type Effect } from "effect";
import type {
  ArchivedDocument,
  ArchivedDocumentKind,
  ArchivedDocumentRef,
  ArchiveFile,
} from "../archive/archived-document.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The archive of numbered documents (docs/PRODUCT-RULES.md#archive): each file's bytes kept through
 * the `FileStorage` port under `archiveStorageKey`, with their SHA-256 recorded in the database. A
 * document's files are archived once: the first archive recorded wins, and a later one changes
 * nothing. The database queues every document that takes its number until its files are recorded,
 * so that one numbered just before a crash is archived after it. Storage failures are defects.
 */
export class DocumentArchive extends Context.Service<
  DocumentArchive,
  {
    /**
     * Archives the files of a document unless they are archived already: hashes and stores each,
     * records them and takes the document off the queue in one transaction. Answers the files as
     * recorded, which are an earlier archive's when one won the race (its own stored files are
     * then removed).
     */
    readonly archive: (
      document: ArchivedDocumentRef,
      files: ReadonlyArray<ArchiveFile>,
    ) => Effect.Effect<ReadonlyArray<ArchivedDocument>>;
    /** The archived files of one of the owner's documents; none while it is not archived. */
    readonly find: (
      userId: UserId,
      kind: ArchivedDocumentKind,
      documentId: string,
    ) => Effect.Effect<ReadonlyArray<ArchivedDocument>>;
    /**
     * Up to `limit` documents of `kind` that took their number and are not archived yet, oldest
     * first (queued ones that are archived meanwhile are dropped from the queue).
     */
    readonly queued: (
      kind: ArchivedDocumentKind,
      limit: number,
    ) => Effect.Effect<ReadonlyArray<ArchivedDocumentRef>>;
  }
>()("@invoicing/core/DocumentArchive") {}
