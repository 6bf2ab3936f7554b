import type { jsPDF } from "jspdf";
import type { LayoutStyle } from "./layout-style.ts";

/**
 * The write position down the pages of a document: content goes below `y`, and a block that
 * does not fit above the bottom margin starts a new page, where `continued` may first repeat a
 * heading (the items table's header row).
 */
export class PageFlow {
  y: number;
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
  readonly width: number;
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly #doc: jsPDF;

  constructor(doc: jsPDF, style: LayoutStyle) {
    this.#doc = doc;
    this.pageWidth = doc.internal.pageSize.getWidth();
    this.pageHeight = doc.internal.pageSize.getHeight();
    this.top = style.margin.top;
    this.bottom = this.pageHeight - style.margin.bottom;
    this.left = style.margin.side;
    this.right = this.pageWidth - style.margin.side;
    this.width = this.right - this.left;
    this.y = this.top;
  }

  /** Makes room for `height` points: a new page when they do not fit on this one. */
  ensure(height: number, continued?: () => void): void {
    if (this.y + height <= this.bottom || this.y === this.top) return;
    this.#doc.addPage();
    this.y = this.top;
    continued?.();
  }
}
