import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import type { ArchivedDocument } from "./archived-document.ts";

const Sha256 = Schema.String.pipe(Schema.check(Schema.isPattern(/^[0-9a-f]{64}$/u)));

/**
 * What the detail of a numbered document says of its archive: the SHA-256 of the archived PDF,
 * of the archived e-invoice XML when there is one, and when they were archived.
 */
export const ArchiveSummary = Schema.Struct({
  pdfSha256: Sha256,
  xmlSha256: Schema.optionalKey(Sha256),
  archivedAt: Instant,
});
export type ArchiveSummary = typeof ArchiveSummary.Type;

/** The summary of a document's archived files; null while its PDF is not archived. */
export const archiveSummaryOf = (
  documents: ReadonlyArray<Pick<ArchivedDocument, "format" | "sha256" | "createdAt">>,
): ArchiveSummary | null => {
  const pdf = documents.find((document) => document.format === "pdf");
  if (pdf === undefined) return null;
  const xml = documents.find((document) => document.format === "xml");
  return {
    pdfSha256: pdf.sha256,
    ...(xml === undefined ? {} : { xmlSha256: xml.sha256 }),
    archivedAt: pdf.createdAt,
  };
};
