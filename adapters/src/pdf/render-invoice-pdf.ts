import { createHash } from "node:crypto";
import {
  accentTextColor,
  type InvoiceDocument,
  readableTextOn,
  rgbOf,
  tintOf,
} from "@invoicing/core";
import { jsPDF } from "jspdf";
import { documentCharacters } from "./document-characters.ts";
import { drawClosing } from "./draw-closing.ts";
import { drawHeader } from "./draw-header.ts";
import { drawItems } from "./draw-items.ts";
import { drawParties } from "./draw-parties.ts";
import { drawSummary } from "./draw-summary.ts";
import { finishPages } from "./finish-pages.ts";
import type { FontLibrary } from "./font-files.ts";
import type { InvoiceCanvas } from "./invoice-canvas.ts";
import { layoutStyle } from "./layout-style.ts";
import { PageFlow } from "./page-flow.ts";
import { makeTypesetter } from "./typesetter.ts";

/**
 * Renders an invoice document to PDF bytes with jsPDF: only embedded, subset TrueType fonts (no
 * standard-14 font is listed, as PDF/A needs), A4 or Letter as the document says. The same
 * document gives the same bytes: dates and file id come from the invoice, not the clock.
 */
export const renderInvoicePdf = (document: InvoiceDocument, fonts: FontLibrary): Uint8Array => {
  const doc = new jsPDF({
    unit: "pt",
    format: document.paperSize,
    compress: true,
    putOnlyUsedFonts: true,
  });
  const { invoice, labels, template } = document;
  doc.setProperties({
    title: `${labels.documentTitle} ${document.number}`,
    subject: `${labels.documentTitle} ${document.number} · ${document.buyer.name}`,
    author: document.seller.party.name,
    creator: "Invoicing",
  });
  doc.setCreationDate(new Date(invoice.updatedAt));
  doc.setFileId(createHash("md5").update(`${invoice.id}/${invoice.updatedAt}`).digest("hex"));
  doc.setLanguage(document.language);
  const style = layoutStyle(template.layout);
  const canvas: InvoiceCanvas = {
    doc,
    text: makeTypesetter(doc, fonts, document.language, documentCharacters(document)),
    style,
    flow: new PageFlow(doc, style),
    colors: {
      accent: rgbOf(template.accentColor),
      accentText: accentTextColor(template.accentColor),
      onAccent: readableTextOn(template.accentColor),
      tint: tintOf(template.accentColor, 0.12),
      stripe: tintOf(template.accentColor, 0.05),
    },
    document,
  };
  drawHeader(canvas);
  drawParties(canvas);
  drawItems(canvas);
  drawSummary(canvas);
  drawClosing(canvas);
  finishPages(canvas);
  return new Uint8Array(doc.output("arraybuffer"));
};
