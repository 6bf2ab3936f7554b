import type { DocumentParty } from "@invoicing/core";
import { firstBaseline, type InvoiceCanvas, textStyle } from "./invoice-canvas.ts";
import { palette } from "./layout-style.ts";
import type { TextStyle } from "./typesetter.ts";

const COLUMN_GAP = 28;

/** Draws one party in a column from `top`; answers the y below it. */
const drawParty = (
  canvas: InvoiceCanvas,
  heading: string,
  party: DocumentParty,
  x: number,
  width: number,
  top: number,
): number => {
  const { text, style, colors, document } = canvas;
  const headingStyle = textStyle(style.smallSize + 0.5, colors.accentText, true);
  const nameStyle = textStyle(style.bodySize + 1.5, palette.ink, true);
  const lineStyle = textStyle(style.bodySize, palette.ink);
  const idLabelStyle = textStyle(style.smallSize + 0.5, palette.muted, true);
  const idStyle = textStyle(style.smallSize + 0.5, palette.ink);
  let y = top;
  const put = (line: string, setIn: TextStyle): void => {
    text.draw(line, x, firstBaseline(y, setIn), setIn);
    y += text.lineHeight(setIn);
  };
  put(heading.toLocaleUpperCase(document.locale), headingStyle);
  y += 2;
  for (const line of text.lines(party.name, width, nameStyle)) put(line, nameStyle);
  y += 1;
  for (const line of party.lines.flatMap((entry) => text.lines(entry, width, lineStyle))) {
    put(line, lineStyle);
  }
  if (party.identifiers.length > 0) y += 3;
  for (const identifier of party.identifiers) {
    const label = `${identifier.label} `;
    const labelWidth = text.width(label, idLabelStyle);
    const baseline = firstBaseline(y, idStyle);
    text.draw(label, x, baseline, idLabelStyle);
    text.draw(identifier.value, x + labelWidth, baseline, idStyle);
    y += text.lineHeight(idStyle);
  }
  return y;
};

/** The seller and the buyer side by side. */
export const drawParties = (canvas: InvoiceCanvas): void => {
  const { flow, document } = canvas;
  const width = (flow.width - COLUMN_GAP) / 2;
  const top = flow.y;
  const sellerEnd = drawParty(
    canvas,
    document.labels.seller,
    document.seller.party,
    flow.left,
    width,
    top,
  );
  const buyerEnd = drawParty(
    canvas,
    document.labels.billTo,
    document.buyer,
    flow.left + width + COLUMN_GAP,
    width,
    top,
  );
  flow.y = Math.max(sellerEnd, buyerEnd) + canvas.style.gap;
};
