import { fillRect, firstBaseline, type InvoiceCanvas, rule, textStyle } from "./invoice-canvas.ts";
import { palette } from "./layout-style.ts";
import type { TextStyle } from "./typesetter.ts";

const COLUMN_GAP = 28;
const ROW_PADDING = 2;
const TOTAL_PADDING = 4;

interface SummaryRow {
  readonly cells: ReadonlyArray<string>;
  readonly style: TextStyle;
}

const totalRows = (canvas: InvoiceCanvas): ReadonlyArray<SummaryRow> => {
  const { style, colors, document } = canvas;
  const body = textStyle(style.bodySize, palette.ink);
  const totalColor = style.tableHeader === "filled" ? colors.onAccent : colors.accentText;
  const discount = document.invoiceDiscount;
  return [
    ...(document.invoice.pricesIncludeTax
      ? [{ cells: [document.labels.pricesIncludeTax, ""], style: body }]
      : []),
    ...(discount === null
      ? []
      : [
          { cells: [document.labels.linesTotal, discount.linesTotal], style: body },
          { cells: [document.labels.invoiceDiscount, discount.discount], style: body },
        ]),
    { cells: [document.labels.subtotal, document.subtotal], style: body },
    { cells: [document.labels.totalTax, document.taxAmount], style: body },
    ...(document.prepaid === null
      ? [
          {
            cells: [document.labels.total, document.total],
            style: textStyle(style.bodySize + 2.5, totalColor, true),
          },
        ]
      : [
          // A quote's final invoice: the whole total, the deposits it deducts, and what is due.
          {
            cells: [document.labels.total, document.total],
            style: textStyle(style.bodySize, palette.ink, true),
          },
          { cells: [document.labels.prepaidAmount, document.prepaid.amount], style: body },
          {
            cells: [document.labels.amountDue, document.prepaid.due],
            style: textStyle(style.bodySize + 2.5, totalColor, true),
          },
        ]),
  ];
};

const totalRowHeight = (canvas: InvoiceCanvas, row: SummaryRow): number =>
  canvas.text.lineHeight(row.style) + 2 * TOTAL_PADDING;

/** Subtotal, tax and the total, the total set off in the accent; answers the y below them. */
const drawTotals = (canvas: InvoiceCanvas, x: number, width: number, top: number): number => {
  const { doc, text, style, colors } = canvas;
  const rows = totalRows(canvas);
  let y = top;
  rows.forEach((row, index) => {
    const height = totalRowHeight(canvas, row);
    if (index === rows.length - 1) {
      if (style.tableHeader === "filled") fillRect(doc, x, y, width, height, colors.accent);
      else if (style.tableHeader === "tinted") fillRect(doc, x, y, width, height, colors.tint);
      else rule(doc, x, x + width, y, colors.accent, 1.2);
    }
    const baseline = firstBaseline(y + TOTAL_PADDING, row.style);
    text.draw(row.cells[0] ?? "", x + 8, baseline, row.style);
    text.draw(row.cells[1] ?? "", x + width - 8, baseline, row.style, "right");
    y += height;
  });
  return y;
};

/**
 * The tax summary per rate, one row each, in a column from `x`: rows flow onto the next page
 * when an invoice has more rates than the page holds.
 */
const drawTaxRows = (canvas: InvoiceCanvas, x: number, width: number): void => {
  const { doc, text, style, flow, colors, document } = canvas;
  const heading = textStyle(style.smallSize + 0.5, colors.accentText, true);
  const head = textStyle(style.smallSize + 0.5, palette.muted, true);
  const body = textStyle(style.tableSize, palette.ink);
  const columns = [x, x + width * 0.52, x + width];
  text.draw(
    document.labels.taxSummary.toLocaleUpperCase(document.locale),
    x,
    firstBaseline(flow.y, heading),
    heading,
  );
  flow.y += text.lineHeight(heading) + ROW_PADDING;
  const rows: ReadonlyArray<SummaryRow> = [
    {
      cells: [document.labels.taxRate, document.labels.taxBasis, document.labels.taxAmount],
      style: head,
    },
    ...document.taxRows.map((row) => ({
      cells: [row.taxRate, row.basis, row.taxAmount],
      style: body,
    })),
  ];
  rows.forEach((row, index) => {
    const height = text.lineHeight(row.style) + 2 * ROW_PADDING;
    flow.ensure(height);
    const baseline = firstBaseline(flow.y + ROW_PADDING, row.style);
    text.draw(row.cells[0] ?? "", columns[0] ?? x, baseline, row.style);
    text.draw(row.cells[1] ?? "", columns[1] ?? x, baseline, row.style, "right");
    text.draw(row.cells[2] ?? "", columns[2] ?? x, baseline, row.style, "right");
    flow.y += height;
    rule(doc, x, x + width, flow.y, index === 0 ? palette.muted : palette.rule, 0.5);
  });
};

/**
 * The tax summary per rate on the left, the totals on the right. The totals and the first rates
 * start on the same page; the summary of an invoice with very many rates flows on.
 */
export const drawSummary = (canvas: InvoiceCanvas): void => {
  const { doc, text, style, flow } = canvas;
  const totalsHeight = totalRows(canvas).reduce((sum, row) => sum + totalRowHeight(canvas, row), 0);
  const firstRates =
    3 * (text.lineHeight(textStyle(style.tableSize, palette.ink)) + 2 * ROW_PADDING);
  flow.ensure(Math.max(totalsHeight, firstRates));
  const columnWidth = (flow.width - COLUMN_GAP) / 2;
  const top = flow.y;
  const page = doc.getCurrentPageInfo().pageNumber;
  const totalsEnd = drawTotals(canvas, flow.left + columnWidth + COLUMN_GAP, columnWidth, top);
  drawTaxRows(canvas, flow.left, columnWidth);
  const samePage = doc.getCurrentPageInfo().pageNumber === page;
  flow.y = (samePage ? Math.max(flow.y, totalsEnd) : flow.y) + style.gap;
};
