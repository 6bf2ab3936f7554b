import type { Rgb } from "@invoicing/core";
import type { jsPDF } from "jspdf";
import type { Align, TextStyle, Typesetter } from "../typesetter.ts";

/** The PDF and its typesetter. */
export interface DanfeCanvas {
  readonly doc: jsPDF;
  readonly text: Typesetter;
}

/** A4 in points, with the 5 mm margins DANFEs keep. */
export const PAGE = { width: 595.28, height: 841.89, margin: 14 } as const;
/** The printable width. */
export const WIDTH = PAGE.width - 2 * PAGE.margin;
/** Height of a labelled field. */
export const FIELD_HEIGHT = 22;
/** Height of a section title above its fields. */
export const TITLE_HEIGHT = 9;

const INK: Rgb = { red: 0, green: 0, blue: 0 };
const MUTED: Rgb = { red: 60, green: 60, blue: 60 };
const LABEL_SIZE = 5;
const VALUE_SIZE = 7.5;
const MIN_VALUE_SIZE = 4.5;
const PADDING = 2;

/** A text style of `size` points, black unless told, regular unless told bold. */
export const danfeStyle = (size: number, bold = false, color: Rgb = INK): TextStyle => ({
  size,
  weight: bold ? "bold" : "regular",
  color,
});

/** A rectangle with a thin black border. */
export const frame = (canvas: DanfeCanvas, x: number, y: number, w: number, h: number): void => {
  canvas.doc.setDrawColor(0, 0, 0);
  canvas.doc.setLineWidth(0.5);
  canvas.doc.rect(x, y, w, h);
};

/** The size at which one line of `value` fits `width`, from the usual size down. */
const fittingSize = (canvas: DanfeCanvas, value: string, width: number, bold: boolean): number => {
  let size = VALUE_SIZE;
  while (size > MIN_VALUE_SIZE && canvas.text.width(value, danfeStyle(size, bold)) > width)
    size -= 0.5;
  return size;
};

/** A cut line that fits: the text, or its start with an ellipsis. */
const fitted = (canvas: DanfeCanvas, value: string, width: number, style: TextStyle): string => {
  if (canvas.text.width(value, style) <= width) return value;
  let end = value.length;
  while (end > 0 && canvas.text.width(`${value.slice(0, end)}…`, style) > width) end -= 1;
  return `${value.slice(0, end)}…`;
};

/** Options of a field: value alignment and weight. */
export interface FieldOptions {
  readonly align?: Align;
  readonly bold?: boolean;
}

/**
 * A DANFE field: a framed box with its small label at the top and its value on one line below,
 * shrunk to fit (then cut with an ellipsis).
 */
export const field = (
  canvas: DanfeCanvas,
  box: { readonly x: number; readonly y: number; readonly w: number; readonly h?: number },
  label: string,
  value: string,
  options: FieldOptions = {},
): void => {
  const h = box.h ?? FIELD_HEIGHT;
  frame(canvas, box.x, box.y, box.w, h);
  const labelStyle = danfeStyle(LABEL_SIZE, false, MUTED);
  canvas.text.draw(
    fitted(canvas, label, box.w - 2 * PADDING, labelStyle),
    box.x + PADDING,
    box.y + 6,
    labelStyle,
  );
  if (value === "") return;
  const bold = options.bold ?? false;
  const style = danfeStyle(fittingSize(canvas, value, box.w - 2 * PADDING, bold), bold);
  const align = options.align ?? "left";
  const x =
    align === "right"
      ? box.x + box.w - PADDING
      : align === "center"
        ? box.x + box.w / 2
        : box.x + PADDING;
  canvas.text.draw(
    fitted(canvas, value, box.w - 2 * PADDING, style),
    x,
    box.y + h - 5,
    style,
    align,
  );
};

/** A section title ("DESTINATÁRIO / REMETENTE") above its fields. */
export const sectionTitle = (canvas: DanfeCanvas, y: number, title: string): void => {
  canvas.text.draw(title, PAGE.margin, y + 7, danfeStyle(6, true));
};

/** A row of fields of the given relative widths across the printable width. */
export const fieldRow = (
  canvas: DanfeCanvas,
  y: number,
  fields: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
    readonly weight: number;
    readonly options?: FieldOptions;
  }>,
): void => {
  const total = fields.reduce((sum, f) => sum + f.weight, 0);
  let x = PAGE.margin;
  for (const f of fields) {
    const w = (WIDTH * f.weight) / total;
    field(canvas, { x, y, w }, f.label, f.value, f.options);
    x += w;
  }
};
