import type { DocumentLine } from "@invoicing/core";
import { fillRect, firstBaseline, type InvoiceCanvas, rule, textStyle } from "./invoice-canvas.ts";
import { palette } from "./layout-style.ts";
import type { Align, TextStyle } from "./typesetter.ts";

type Column = Exclude<keyof DocumentLine, "details">;

interface ColumnBox {
  readonly key: Column;
  readonly x: number;
  readonly width: number;
  readonly align: Align;
}

const PAD_X = 6;
const numericColumns: ReadonlyArray<Column> = ["quantity", "unitPrice", "taxRate", "amount"];
const SPLIT_ROW_MIN_LINES = 3;
// The description keeps at least this share of the width, however wide the figures.
const MIN_DESCRIPTION_SHARE = 0.36;

const headerLabels = ({ document }: InvoiceCanvas): Record<Column, string> => ({
  description: document.labels.description,
  quantity: document.labels.quantity,
  unitPrice: document.labels.unitPrice,
  taxRate: document.labels.taxRate,
  amount: document.labels.lineAmount,
});

/**
 * Figures take the width of their widest value or header label, or, when that leaves the
 * description too little, of their widest value or header word (the header then wraps).
 */
const columnBoxes = (
  canvas: InvoiceCanvas,
  body: TextStyle,
  head: TextStyle,
): ReadonlyArray<ColumnBox> => {
  const { text, flow, document } = canvas;
  const labels = headerLabels(canvas);
  const sum = (widths: ReadonlyArray<number>): number =>
    widths.reduce((total, width) => total + width, 0);
  const values = numericColumns.map((key) =>
    Math.max(...document.lines.map((line) => text.width(line[key], body))),
  );
  const withLabels = numericColumns.map(
    // One point of slack: the line breaker sums word widths, which may round a hair above.
    (key, index) => Math.max(values[index] ?? 0, text.width(labels[key], head)) + 2 * PAD_X + 1,
  );
  const withWords = numericColumns.map(
    (key, index) =>
      Math.max(
        values[index] ?? 0,
        ...labels[key].split(/\s+/u).map((word) => text.width(word, head)),
      ) +
      2 * PAD_X,
  );
  const available = flow.width * (1 - MIN_DESCRIPTION_SHARE);
  const wanted = sum(withLabels) <= available ? withLabels : withWords;
  const scale = Math.min(1, available / sum(wanted));
  const widths = wanted.map((width) => width * scale);
  const descriptionWidth = flow.width - sum(widths);
  let x = flow.left + descriptionWidth;
  return [
    { key: "description", x: flow.left, width: descriptionWidth, align: "left" },
    ...numericColumns.map((key, index): ColumnBox => {
      const box = { key, x, width: widths[index] ?? 0, align: "right" as const };
      x += box.width;
      return box;
    }),
  ];
};

const cellX = (box: ColumnBox): number =>
  box.align === "right" ? box.x + box.width - PAD_X : box.x + PAD_X;

/**
 * The items table: a header row repeated on every page it runs over, then one row per item,
 * its description wrapped and its figures right-aligned; only a row taller than a page is split.
 */
export const drawItems = (canvas: InvoiceCanvas): void => {
  const { doc, text, style, flow, colors, document } = canvas;
  const body = textStyle(style.tableSize, palette.ink);
  const headColor =
    style.tableHeader === "filled"
      ? colors.onAccent
      : style.tableHeader === "tinted"
        ? colors.accentText
        : palette.ink;
  const head = textStyle(style.tableSize, headColor, true);
  const boxes = columnBoxes(canvas, body, head);
  const labels = headerLabels(canvas);
  const headLines = boxes.map((box) => text.lines(labels[box.key], box.width - 2 * PAD_X, head));
  const headHeight =
    Math.max(...headLines.map((lines) => lines.length)) * text.lineHeight(head) +
    2 * style.cellPadding;

  const drawHeaderRow = (): void => {
    const top = flow.y;
    if (style.tableHeader === "filled")
      fillRect(doc, flow.left, top, flow.width, headHeight, colors.accent);
    if (style.tableHeader === "tinted")
      fillRect(doc, flow.left, top, flow.width, headHeight, colors.tint);
    boxes.forEach((box, index) => {
      (headLines[index] ?? []).forEach((line, lineIndex) => {
        const baseline = firstBaseline(
          top + style.cellPadding + lineIndex * text.lineHeight(head),
          head,
        );
        text.draw(line, cellX(box), baseline, head, box.align);
      });
    });
    if (style.tableHeader === "ruled")
      rule(doc, flow.left, flow.right, top + headHeight, colors.accent, 1);
    flow.y = top + headHeight;
  };

  const lineHeight = text.lineHeight(body);
  const rowHeight = (lines: number): number => lines * lineHeight + 2 * style.cellPadding;
  const [descriptionBox, ...figureBoxes] = boxes;
  const drawRow = (
    lines: ReadonlyArray<string>,
    figures: DocumentLine | undefined,
    striped: boolean,
  ): void => {
    const top = flow.y;
    const height = rowHeight(lines.length);
    if (striped) fillRect(doc, flow.left, top, flow.width, height, colors.stripe);
    const baseline = firstBaseline(top + style.cellPadding, body);
    const x = descriptionBox === undefined ? flow.left : cellX(descriptionBox);
    lines.forEach((line, index) => {
      text.draw(line, x, baseline + index * lineHeight, body);
    });
    if (figures !== undefined) {
      for (const box of figureBoxes) {
        text.draw(figures[box.key], cellX(box), baseline, body, box.align);
      }
    }
    if (!style.stripes) rule(doc, flow.left, flow.right, top + height, palette.rule, 0.5);
    flow.y = top + height;
  };

  // The header row never stays alone at the foot of a page.
  flow.ensure(headHeight + rowHeight(1));
  drawHeaderRow();
  const pageRoom = flow.bottom - flow.top - headHeight;
  document.lines.forEach((line, index) => {
    const width = (descriptionBox?.width ?? 0) - 2 * PAD_X;
    let description = [line.description, ...line.details].flatMap((paragraph) =>
      text.lines(paragraph, width, body),
    );
    // A row goes whole to the next page if it fits there; one taller than a page is split
    // anyway, so it starts here if a few of its lines fit.
    const whole = rowHeight(description.length);
    flow.ensure(whole <= pageRoom ? whole : rowHeight(SPLIT_ROW_MIN_LINES), drawHeaderRow);
    let figures: DocumentLine | undefined = line;
    while (description.length > 0) {
      const room = Math.floor((flow.bottom - flow.y - 2 * style.cellPadding) / lineHeight);
      const piece = description.slice(0, Math.max(1, room));
      description = description.slice(piece.length);
      drawRow(piece, figures, style.stripes && index % 2 === 1);
      figures = undefined;
      if (description.length > 0) flow.ensure(pageRoom, drawHeaderRow);
    }
  });
  if (style.stripes) rule(doc, flow.left, flow.right, flow.y, colors.accent, 0.8);
  flow.y += style.gap;
};
