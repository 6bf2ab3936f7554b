import type { InvoiceLayout, Rgb } from "@invoicing/core";

/** The measurements and choices that make a layout, in points. */
export interface LayoutStyle {
  readonly margin: { readonly top: number; readonly bottom: number; readonly side: number };
  /** The opening of page one: a plain header, a colour band, or one dense line. */
  readonly header: "plain" | "band" | "inline";
  readonly titleSize: number;
  readonly bodySize: number;
  readonly smallSize: number;
  readonly tableSize: number;
  /** Space above and below the text of a table row. */
  readonly cellPadding: number;
  /** The table's header row: filled with the accent, tinted, or only ruled beneath. */
  readonly tableHeader: "filled" | "tinted" | "ruled";
  /** Every other row on a pale tint of the accent. */
  readonly stripes: boolean;
  readonly logo: { readonly maxWidth: number; readonly maxHeight: number };
  /** Space between sections. */
  readonly gap: number;
}

const layouts: Record<InvoiceLayout, LayoutStyle> = {
  classic: {
    margin: { top: 48, bottom: 56, side: 50 },
    header: "plain",
    titleSize: 26,
    bodySize: 9.5,
    smallSize: 7.5,
    tableSize: 9,
    cellPadding: 5,
    tableHeader: "filled",
    stripes: false,
    logo: { maxWidth: 160, maxHeight: 64 },
    gap: 22,
  },
  modern: {
    margin: { top: 44, bottom: 56, side: 46 },
    header: "band",
    titleSize: 28,
    bodySize: 9.5,
    smallSize: 7.5,
    tableSize: 9,
    cellPadding: 6,
    tableHeader: "tinted",
    stripes: true,
    logo: { maxWidth: 150, maxHeight: 56 },
    gap: 22,
  },
  compact: {
    margin: { top: 36, bottom: 46, side: 40 },
    header: "inline",
    titleSize: 16,
    bodySize: 8.5,
    smallSize: 7,
    tableSize: 8,
    cellPadding: 3,
    tableHeader: "ruled",
    stripes: false,
    logo: { maxWidth: 120, maxHeight: 36 },
    gap: 14,
  },
};

/** The measurements of a layout. */
export const layoutStyle = (layout: InvoiceLayout): LayoutStyle => layouts[layout];

/** The neutral colours every layout shares. */
export const palette = {
  ink: { red: 17, green: 24, blue: 39 },
  muted: { red: 96, green: 104, blue: 118 },
  rule: { red: 214, green: 218, blue: 225 },
  draftMark: { red: 120, green: 128, blue: 140 },
} satisfies Record<string, Rgb>;
