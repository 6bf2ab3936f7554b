import { firstBaseline, type InvoiceCanvas, rule, textStyle } from "./invoice-canvas.ts";
import { palette } from "./layout-style.ts";
import type { TextStyle } from "./typesetter.ts";

/** Wrapped text flowing line by line over as many pages as it needs. */
const flowText = (canvas: InvoiceCanvas, content: string, setIn: TextStyle): void => {
  const { text, flow } = canvas;
  const lineHeight = text.lineHeight(setIn);
  for (const line of text.lines(content, flow.width, setIn)) {
    flow.ensure(lineHeight);
    text.draw(line, flow.left, firstBaseline(flow.y, setIn), setIn);
    flow.y += lineHeight;
  }
};

/** A heading and its text; the heading never stays alone at the foot of a page. */
const section = (canvas: InvoiceCanvas, heading: string, content: string): void => {
  const { text, style, flow, colors, document } = canvas;
  const headingStyle = textStyle(style.smallSize + 0.5, colors.accentText, true);
  const body = textStyle(style.bodySize, palette.ink);
  flow.ensure(text.lineHeight(headingStyle) + 2 + text.lineHeight(body));
  text.draw(
    heading.toLocaleUpperCase(document.locale),
    flow.left,
    firstBaseline(flow.y, headingStyle),
    headingStyle,
  );
  flow.y += text.lineHeight(headingStyle) + 2;
  flowText(canvas, content, body);
  flow.y += style.gap * 0.7;
};

/**
 * Payment terms (none on a credit note nor a quote), the notes (a credit note's reason), then the
 * legal mentions in small print.
 */
export const drawClosing = (canvas: InvoiceCanvas): void => {
  const { doc, style, flow, document } = canvas;
  if (document.precedingInvoice === null && document.paymentTerms !== "") {
    section(canvas, document.labels.paymentTerms, document.paymentTerms);
  }
  if (document.invoice.notes.trim() !== "")
    section(canvas, document.labels.notes, document.invoice.notes);
  if (document.legalMentions.length === 0) return;
  const small = textStyle(style.smallSize, palette.muted);
  flow.ensure(canvas.text.lineHeight(small) * 2);
  rule(doc, flow.left, flow.right, flow.y, palette.rule, 0.5);
  flow.y += 6;
  for (const mention of document.legalMentions) flowText(canvas, mention, small);
};
