import { fillRect, firstBaseline, type InvoiceCanvas, rule, textStyle } from "./invoice-canvas.ts";
import { palette } from "./layout-style.ts";
import { placeLogo } from "./logo.ts";

interface MetaRow {
  readonly label: string;
  readonly value: string;
}

const metaRows = ({ document }: InvoiceCanvas): ReadonlyArray<MetaRow> => [
  { label: document.labels.invoiceNumber, value: document.number },
  { label: document.labels.issueDate, value: document.issueDate },
  // A credit note is not paid later: it names the invoice it corrects instead of a due date.
  document.creditedInvoice ?? { label: document.labels.dueDate, value: document.dueDate },
  ...(document.service === null ? [] : [document.service]),
];

/** The number and dates as label/value rows ending at `right`; answers the y below them. */
const drawMeta = (canvas: InvoiceCanvas, top: number, labelBold: boolean): number => {
  const { text, style, flow, colors } = canvas;
  const labelStyle = textStyle(
    style.bodySize,
    labelBold ? colors.accentText : palette.muted,
    labelBold,
  );
  const valueStyle = textStyle(style.bodySize, palette.ink, true);
  const rows = metaRows(canvas);
  const valueWidth = Math.max(...rows.map((row) => text.width(row.value, valueStyle)));
  const lineHeight = text.lineHeight(valueStyle) + 2;
  rows.forEach((row, index) => {
    const baseline = firstBaseline(top + index * lineHeight, valueStyle);
    text.draw(row.label, flow.right - valueWidth - 14, baseline, labelStyle, "right");
    text.draw(row.value, flow.right, baseline, valueStyle, "right");
  });
  return top + rows.length * lineHeight;
};

const drawPlainHeader = (canvas: InvoiceCanvas): void => {
  const { doc, text, style, flow, colors, document } = canvas;
  const logo = placeLogo(doc, document.seller.logo, {
    x: flow.left,
    y: flow.top,
    ...style.logo,
  });
  const titleStyle = textStyle(style.titleSize, colors.accentText, true);
  text.draw(
    document.labels.documentTitle,
    flow.right,
    firstBaseline(flow.top, titleStyle) - 4,
    titleStyle,
    "right",
  );
  const metaEnd = drawMeta(canvas, flow.top + style.titleSize + 8, false);
  const bottom = Math.max(flow.top + logo.height, metaEnd) + 10;
  rule(doc, flow.left, flow.right, bottom, colors.accent, 1.2);
  flow.y = bottom + style.gap * 0.8;
};

const BAND_HEIGHT = 104;

const drawBandHeader = (canvas: InvoiceCanvas): void => {
  const { doc, text, style, flow, colors, document } = canvas;
  fillRect(doc, 0, 0, flow.pageWidth, BAND_HEIGHT, colors.accent);
  const titleStyle = textStyle(style.titleSize, colors.onAccent, true);
  const numberStyle = textStyle(style.bodySize + 2, colors.onAccent);
  text.draw(document.labels.documentTitle, flow.left, 50, titleStyle);
  text.draw(document.number, flow.left, 74, numberStyle);
  const totalStyle = textStyle(20, colors.onAccent, true);
  text.draw(
    document.labels.total,
    flow.right,
    46,
    textStyle(style.bodySize, colors.onAccent),
    "right",
  );
  text.draw(document.total, flow.right, 72, totalStyle, "right");
  const top = BAND_HEIGHT + 22;
  const logo = placeLogo(doc, document.seller.logo, { x: flow.left, y: top, ...style.logo });
  const metaEnd = drawMeta(canvas, top, true);
  flow.y = Math.max(top + logo.height, metaEnd) + style.gap;
};

const drawInlineHeader = (canvas: InvoiceCanvas): void => {
  const { doc, text, style, flow, colors, document } = canvas;
  const logo = placeLogo(doc, document.seller.logo, { x: flow.left, y: flow.top, ...style.logo });
  const titleStyle = textStyle(style.titleSize, colors.accentText, true);
  const baseline = firstBaseline(flow.top, titleStyle);
  text.draw(
    `${document.labels.documentTitle}  ${document.number}`,
    flow.right,
    baseline,
    titleStyle,
    "right",
  );
  const small = textStyle(style.bodySize, palette.muted);
  const { labels } = document;
  const service =
    document.service === null
      ? ""
      : `   ${document.service.label}${labels.separator}${document.service.value}`;
  const dates = `${labels.issueDate}${labels.separator}${document.issueDate}   ${labels.dueDate}${labels.separator}${document.dueDate}${service}`;
  const datesBaseline = baseline + text.lineHeight(small) + 4;
  text.draw(dates, flow.right, datesBaseline, small, "right");
  const bottom = Math.max(flow.top + logo.height, datesBaseline + 4) + 6;
  rule(doc, flow.left, flow.right, bottom, colors.accent, 0.8);
  flow.y = bottom + style.gap;
};

/** The opening of page one in the template's layout: logo, title, number and dates. */
export const drawHeader = (canvas: InvoiceCanvas): void => {
  if (canvas.style.header === "band") drawBandHeader(canvas);
  else if (canvas.style.header === "inline") drawInlineHeader(canvas);
  else drawPlainHeader(canvas);
};
