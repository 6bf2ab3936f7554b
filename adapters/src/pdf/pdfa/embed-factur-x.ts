import { embedFacturX, PDFDocument } from "@cantoo/pdf-lib";
import {
  EN16931_CONFORMANCE_LEVEL,
  FACTUR_X_FILE_NAME,
  type FacturXEmbedding,
} from "@invoicing/core";

const DESCRIPTION = "Factur-X invoice (EN 16931)";

/**
 * Makes an invoice PDF (jsPDF's: embedded fonts only, a trailer `/ID`) a Factur-X PDF/A-3b with
 * `@cantoo/pdf-lib`: header 1.7, the sRGB IEC 61966-2.1 output intent (`/N 3`), XMP with
 * `pdfaid` part 3 conformance B, the Factur-X properties and their extension schema, the
 * Info dictionary rewritten from the same values as the XMP, and the XML attached as
 * `factur-x.xml` (`text/xml`, `/AFRelationship /Alternative`, in `/AF` and `/EmbeddedFiles`).
 * Dates come from the invoice, so the same input gives the same bytes.
 */
export const embedFacturXInPdf = async (
  pdf: Uint8Array,
  embedding: FacturXEmbedding,
): Promise<Uint8Array> => {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const modified = new Date(embedding.modifiedAt);
  // Written again through pdf-lib so that each entry and its XMP twin come from one value.
  document.setTitle(document.getTitle() ?? "");
  document.setAuthor(document.getAuthor() ?? "");
  document.setSubject(document.getSubject() ?? "");
  document.setCreator(document.getCreator() ?? "");
  document.setProducer(`${document.getProducer() ?? "jsPDF"}; @cantoo/pdf-lib`);
  document.setCreationDate(document.getCreationDate() ?? modified);
  document.setModificationDate(modified);
  await embedFacturX(document, new TextEncoder().encode(embedding.xml), {
    fileName: FACTUR_X_FILE_NAME,
    conformanceLevel: EN16931_CONFORMANCE_LEVEL,
    description: DESCRIPTION,
    creationDate: modified,
    modificationDate: modified,
  });
  return document.save({ useObjectStreams: false });
};
