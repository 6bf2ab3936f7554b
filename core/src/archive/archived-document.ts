import { Schema } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The numbered documents whose files are archived (docs/PRODUCT-RULES.md#archive): invoices and
 * credit notes as they take their number, quotes as they are sent (docs/QUOTES.md#documents).
 */
export const ArchivedDocumentKind = Schema.Literals(["invoice", "credit_note", "quote"]);
export type ArchivedDocumentKind = typeof ArchivedDocumentKind.Type;

/** The files archived of a document: its PDF, and its e-invoice XML when it has one. */
export const ArchivedFormat = Schema.Literals(["pdf", "xml"]);
export type ArchivedFormat = typeof ArchivedFormat.Type;

/** One file of a document to archive, as rendered when it took its number; text is kept as UTF-8. */
export interface ArchiveFile {
  readonly format: ArchivedFormat;
  readonly content: Uint8Array | string;
  readonly contentType: string;
}

/** Which document of which owner. */
export interface ArchivedDocumentRef {
  readonly userId: UserId;
  readonly kind: ArchivedDocumentKind;
  readonly documentId: string;
}

/**
 * One archived file as recorded: where the storage keeps its bytes, their SHA-256 (hex) and
 * size, and when it was archived. A document's files never change once recorded.
 */
export interface ArchivedDocument extends ArchivedDocumentRef {
  readonly format: ArchivedFormat;
  readonly contentType: string;
  readonly storageKey: string;
  readonly sha256: string;
  readonly size: number;
  readonly createdAt: Instant;
}

/**
 * The storage key of an archived file: named after its content's hash, so that two renderings
 * racing to archive the same document never overwrite each other's file.
 */
export const archiveStorageKey = (
  document: Pick<ArchivedDocumentRef, "kind" | "documentId">,
  format: ArchivedFormat,
  sha256: string,
): string => `archive/${document.kind}/${document.documentId}/${sha256}.${format}`;
