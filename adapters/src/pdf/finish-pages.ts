import { fillLabel } from "@invoicing/core";
import { GState } from "jspdf";
import { firstBaseline, type InvoiceCanvas, rule, textStyle } from "./invoice-canvas.ts";
import { palette } from "./layout-style.ts";

const WATERMARK_ANGLE = 35;
const WATERMARK_OPACITY = 0.13;

/** The draft's mark across the page, over the content but faint enough to read it through. */
const drawWatermark = (canvas: InvoiceCanvas, word: string): void => {
  const { doc, text, flow } = canvas;
  const color = palette.draftMark;
  const probe = textStyle(100, color, true);
  // As large as fits along the page's diagonal, with a margin.
  const diagonal = Math.hypot(flow.pageWidth, flow.pageHeight) * 0.62;
  const size = Math.min(140, (100 * diagonal) / Math.max(1, text.width(word, probe)));
  doc.saveGraphicsState();
  doc.setGState(new GState({ opacity: WATERMARK_OPACITY }));
  text.drawTurned(
    word,
    flow.pageWidth / 2,
    flow.pageHeight / 2,
    textStyle(size, color, true),
    WATERMARK_ANGLE,
  );
  doc.restoreGraphicsState();
};

/** Stamps every page, once all are laid out: the footer with "Page n / m", and the watermark. */
export const finishPages = (canvas: InvoiceCanvas): void => {
  const { doc, text, style, flow, document } = canvas;
  const pages = doc.getNumberOfPages();
  const small = textStyle(style.smallSize, palette.muted);
  const footerTop = flow.bottom + 14;
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    rule(doc, flow.left, flow.right, footerTop, palette.rule, 0.5);
    const baseline = firstBaseline(footerTop + 5, small);
    const number = fillLabel(document.labels.pageOf, { page: String(page), pages: String(pages) });
    text.draw(number, flow.right, baseline, small, "right");
    const who = `${document.seller.party.name} · ${document.labels.documentTitle} ${document.number}`;
    const room = flow.width - text.width(number, small) - 24;
    const [first = "", ...rest] = text.lines(who, room, small);
    text.draw(rest.length > 0 ? `${first}…` : first, flow.left, baseline, small);
    if (document.watermark !== null) drawWatermark(canvas, document.watermark);
  }
};
