import { Effect } from "effect";
import type {
  ArchivedDocument,
  ArchivedDocumentRef,
  ArchivedFormat,
  ArchiveFile,
} from "../archive/archived-document.ts";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { type InvoiceFiles, invoiceFiles } from "../france/factur-x/invoice-pdf.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { DocumentArchive } from "../ports/document-archive.ts";
import { FileStorage } from "../ports/file-storage.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { SELLER_FACTUR_X_OPTIONS } from "./factur-x-options.ts";
import { invoiceDocumentSources } from "./invoice-document-sources.ts";

const invoiceRef = (userId: UserId, id: string): ArchivedDocumentRef => ({
  userId,
  kind: "invoice",
  documentId: id,
});

/** The files of an issued invoice that the archive keeps: its PDF, and its Factur-X XML. */
export const invoiceArchiveFiles = (files: InvoiceFiles): ReadonlyArray<ArchiveFile> => [
  { format: "pdf", content: files.pdf, contentType: "application/pdf" },
  ...(files.facturXXml === null
    ? []
    : [
        {
          format: "xml",
          content: files.facturXXml,
          contentType: "application/xml; charset=utf-8",
        } as const,
      ]),
];

/**
 * Runs an archiving step that follows a committed change: a failure does not fail the change,
 * it is logged, and the archive job archives the document (invoice or credit note) from its queue
 * entry, if a read has not archived it first.
 */
export const leftToTheArchiveJob = <A, E, R>(archiving: Effect.Effect<A, E, R>) =>
  archiving.pipe(
    Effect.asVoid,
    Effect.catchCause((cause) =>
      Effect.logWarning("archiving a numbered document failed; it is archived again later", cause),
    ),
  );

/**
 * Archives the files an issued invoice was just sent with (an e-mail that numbered it), unless
 * it is archived already; answers its archived files.
 */
export const archiveSentInvoice = (userId: UserId, id: string, files: InvoiceFiles) =>
  DocumentArchive.use((archive) =>
    archive.archive(invoiceRef(userId, id), invoiceArchiveFiles(files)),
  );

/**
 * The archived files of one of the user's invoices (docs/PRODUCT-RULES.md#archive). An issued
 * invoice not archived yet (just numbered, or numbered before a crash or before the archive
 * existed) is archived now: its PDF and Factur-X XML rendered from the invoice as stored. A draft
 * has none.
 */
export const archivedInvoice = (userId: UserId, invoice: Invoice) =>
  Effect.gen(function* () {
    const archive = yield* DocumentArchive;
    const found = yield* archive.find(userId, "invoice", invoice.id);
    if (found.length > 0 || invoice.invoiceNumber === null) return found;
    const sources = yield* invoiceDocumentSources({ userId, invoice });
    const document = buildInvoiceDocument({ invoice, ...sources });
    const files = yield* invoiceFiles(document, SELLER_FACTUR_X_OPTIONS);
    return yield* archive.archive(invoiceRef(userId, invoice.id), invoiceArchiveFiles(files));
  });

/** Archives one of the user's invoices if it is issued and not archived yet (see `archivedInvoice`). */
export const archiveInvoice = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { invoice } = yield* (yield* InvoiceRepository).get(input.userId, input.id);
    return yield* archivedInvoice(input.userId, invoice);
  });

/**
 * The bytes of the archived file of `format` among `archived`, or null when none was archived. A
 * recorded file missing from the storage is a defect: the archive never deletes one.
 */
export const archivedBytes = (archived: ReadonlyArray<ArchivedDocument>, format: ArchivedFormat) =>
  Effect.gen(function* () {
    const file = archived.find((document) => document.format === format);
    if (file === undefined) return null;
    const stored = yield* FileStorage.use((storage) => storage.get(file.storageKey)).pipe(
      Effect.orDie,
    );
    return stored.bytes;
  });
