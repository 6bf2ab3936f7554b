import { FACTUR_X_FILE_NAME } from "@invoicing/core";

/**
 * The XML a Factur-X PDF carries, as a platform reads it: the text of its one attachment named
 * `factur-x.xml`; null when the PDF has none, or more than one, or cannot be read. pdf-lib loads
 * with the first PDF read.
 */
export const readFacturXXml = async (pdf: Uint8Array): Promise<string | null> => {
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  try {
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    const found = document
      .getAttachments()
      .filter((attachment) => attachment.name === FACTUR_X_FILE_NAME);
    const [only] = found;
    return found.length === 1 && only !== undefined ? new TextDecoder().decode(only.data) : null;
  } catch {
    return null;
  }
};
