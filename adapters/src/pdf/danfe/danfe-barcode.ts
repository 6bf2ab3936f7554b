import bwipjs from "bwip-js";
import type { jsPDF } from "jspdf";

/**
 * The bar and space widths (in modules, bar first) of a CODE-128 symbol. bwip-js picks the
 * subsets itself: a 44-digit key is pure subset C (277 modules), and an alphanumeric 2026 key
 * (NT 2025.001) switches to subset B for its letters.
 */
export const code128Modules = (value: string): ReadonlyArray<number> => {
  const [symbol] = bwipjs.raw("code128", value, {});
  if (symbol === undefined || !("sbs" in symbol)) throw new Error("bwip-js gave no CODE-128 bars");
  return symbol.sbs;
};

/** Draws a CODE-128 barcode of `value` filling the box (x, y, w, h), bars in black. */
export const drawCode128 = (
  doc: jsPDF,
  value: string,
  box: { readonly x: number; readonly y: number; readonly w: number; readonly h: number },
): void => {
  const modules = code128Modules(value);
  const unit = box.w / modules.reduce((sum, width) => sum + width, 0);
  doc.setFillColor(0, 0, 0);
  let x = box.x;
  modules.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, box.y, width * unit, box.h, "F");
    x += width * unit;
  });
};
