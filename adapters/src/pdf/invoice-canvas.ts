import type { InvoiceDocument, Rgb } from "@invoicing/core";
import type { jsPDF } from "jspdf";
import type { LayoutStyle } from "./layout-style.ts";
import type { PageFlow } from "./page-flow.ts";
import type { TextStyle, Typesetter } from "./typesetter.ts";

/** The accent colour and the colours derived from it. */
export interface AccentColors {
  /** The accent as chosen, for fills and rules. */
  readonly accent: Rgb;
  /** The accent for text on white, darkened when too pale to read. */
  readonly accentText: Rgb;
  /** Text on an accent background: white or ink, whichever reads better. */
  readonly onAccent: Rgb;
  /** A pale tint of the accent for header and stripe backgrounds. */
  readonly tint: Rgb;
  readonly stripe: Rgb;
}

/** Everything a drawing step needs: the PDF, its text, its layout, the flow and the document. */
export interface InvoiceCanvas {
  readonly doc: jsPDF;
  readonly text: Typesetter;
  readonly style: LayoutStyle;
  readonly flow: PageFlow;
  readonly colors: AccentColors;
  readonly document: InvoiceDocument;
}

/** A text style of `size` points in `color`, regular unless told bold. */
export const textStyle = (size: number, color: Rgb, bold = false): TextStyle => ({
  size,
  weight: bold ? "bold" : "regular",
  color,
});

/** Where the first baseline of a line box starting at `top` falls. */
export const firstBaseline = (top: number, style: TextStyle): number => top + style.size * 0.98;

/** Fills a rectangle with a colour. */
export const fillRect = (doc: jsPDF, x: number, y: number, w: number, h: number, color: Rgb) => {
  doc.setFillColor(color.red, color.green, color.blue);
  doc.rect(x, y, w, h, "F");
};

/** Draws a horizontal rule `thickness` points thick. */
export const rule = (
  doc: jsPDF,
  x1: number,
  x2: number,
  y: number,
  color: Rgb,
  thickness: number,
) => {
  doc.setDrawColor(color.red, color.green, color.blue);
  doc.setLineWidth(thickness);
  doc.line(x1, y, x2, y);
};
