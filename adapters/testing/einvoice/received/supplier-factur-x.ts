import { PDFDocument } from "@cantoo/pdf-lib";
import { embedFacturXInPdf } from "../../../src/pdf/pdfa/embed-factur-x.ts";

/** A supplier's Factur-X: a one-page PDF carrying `xml` as its `factur-x.xml`. */
export const supplierFacturX = async (xml: string): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  const plain = await document.save();
  return embedFacturXInPdf(plain, { xml, modifiedAt: "2026-11-02T09:00:00.000Z" });
};
