import {
  type DanfeCanvas,
  danfeStyle,
  frame,
  PAGE,
  sectionTitle,
  TITLE_HEIGHT,
} from "./danfe-canvas.ts";
import type { DanfeItem } from "./danfe-data.ts";
import { DANFE_LABELS as L } from "./danfe-labels.ts";

interface Column {
  readonly label: string;
  readonly width: number;
  readonly value: (item: DanfeItem) => string;
  readonly align: "left" | "right" | "center";
}

// Widths in points, 567 in all: the description takes what the figures leave.
const COLUMNS: ReadonlyArray<Column> = [
  { label: L.code, width: 40, value: (i) => i.code, align: "left" },
  { label: L.description, width: 143, value: (i) => i.description, align: "left" },
  { label: L.ncm, width: 38, value: (i) => i.ncm, align: "center" },
  { label: L.cst, width: 24, value: (i) => i.cst, align: "center" },
  { label: L.cfop, width: 24, value: (i) => i.cfop, align: "center" },
  { label: L.unit, width: 20, value: (i) => i.unit, align: "center" },
  { label: L.quantity, width: 42, value: (i) => i.quantity, align: "right" },
  { label: L.unitPrice, width: 44, value: (i) => i.unitPrice, align: "right" },
  { label: L.total, width: 46, value: (i) => i.total, align: "right" },
  { label: L.icmsBase, width: 40, value: (i) => i.icmsBase, align: "right" },
  { label: L.icms, width: 36, value: (i) => i.icms, align: "right" },
  { label: L.ipi, width: 30, value: () => "0,00", align: "right" },
  { label: L.icmsRate, width: 22, value: (i) => i.icmsRate, align: "right" },
  { label: L.ipiRate, width: 18, value: () => "0,00", align: "right" },
];

const HEADER = 16;
const LINE = 7.5;
const PAD = 2;
const cellStyle = danfeStyle(6);
const headerStyle = danfeStyle(4.8, true);

const columnX = (index: number): number =>
  PAGE.margin + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);

const drawTableHeader = (canvas: DanfeCanvas, y: number): void => {
  COLUMNS.forEach((column, index) => {
    const x = columnX(index);
    frame(canvas, x, y, column.width, HEADER);
    canvas.text
      .lines(column.label, column.width - 2, headerStyle)
      .slice(0, 2)
      .forEach((line, row) => {
        canvas.text.draw(line, x + column.width / 2, y + 6.5 + row * 6, headerStyle, "center");
      });
  });
};

/** The lines of each cell of an item, the description wrapped to its column. */
const cells = (canvas: DanfeCanvas, item: DanfeItem): ReadonlyArray<ReadonlyArray<string>> =>
  COLUMNS.map((column) =>
    column.label === L.description
      ? canvas.text.lines(column.value(item), column.width - 2 * PAD, cellStyle)
      : [column.value(item)],
  );

const drawRow = (
  canvas: DanfeCanvas,
  lines: ReadonlyArray<ReadonlyArray<string>>,
  y: number,
  height: number,
): void => {
  COLUMNS.forEach((column, index) => {
    const x = columnX(index);
    canvas.doc.setDrawColor(0, 0, 0);
    canvas.doc.setLineWidth(0.3);
    canvas.doc.line(x, y, x, y + height);
    canvas.doc.line(x + column.width, y, x + column.width, y + height);
    const anchor =
      column.align === "right"
        ? x + column.width - PAD
        : column.align === "center"
          ? x + column.width / 2
          : x + PAD;
    (lines[index] ?? []).forEach((line, row) => {
      canvas.text.draw(line, anchor, y + 6.5 + row * LINE, cellStyle, column.align);
    });
  });
};

/**
 * The products table from `top` down to `bottom`: title, column header, then as many items as
 * fit, each as tall as its description. Returns the items left for the next page.
 */
export const drawItems = (
  canvas: DanfeCanvas,
  items: ReadonlyArray<DanfeItem>,
  top: number,
  bottom: number,
): ReadonlyArray<DanfeItem> => {
  sectionTitle(canvas, top, L.productsTitle);
  const headerTop = top + TITLE_HEIGHT;
  drawTableHeader(canvas, headerTop);
  let y = headerTop + HEADER;
  let drawn = 0;
  for (const item of items) {
    const lines = cells(canvas, item);
    const height = Math.max(...lines.map((cell) => cell.length)) * LINE + 3;
    if (y + height > bottom && drawn > 0) break;
    drawRow(canvas, lines, y, height);
    canvas.doc.setLineWidth(0.3);
    canvas.doc.line(PAGE.margin, y + height, columnX(COLUMNS.length), y + height);
    y += height;
    drawn += 1;
  }
  frame(canvas, PAGE.margin, headerTop, columnX(COLUMNS.length) - PAGE.margin, bottom - headerTop);
  return items.slice(drawn);
};
