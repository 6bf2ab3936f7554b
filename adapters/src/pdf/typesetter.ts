import type { Language, Rgb } from "@invoicing/core";
import type { jsPDF } from "jspdf";
import { fontCoverage } from "./font-coverage.ts";
import type { FontFamily, FontLibrary, FontWeight } from "./font-files.ts";
import { breakLines } from "./line-breaking.ts";
import { printable, type RunFont, textRuns } from "./text-runs.ts";

/** How a piece of text is set: size in points, weight, colour. */
export interface TextStyle {
  readonly size: number;
  readonly weight: FontWeight;
  readonly color: Rgb;
}

/** Horizontal alignment of a line against its x coordinate. */
export type Align = "left" | "right" | "center";

/** Measures, breaks and draws text in the document's embedded fonts, one run per font. */
export interface Typesetter {
  readonly width: (text: string, style: TextStyle) => number;
  readonly lines: (text: string, maxWidth: number, style: TextStyle) => ReadonlyArray<string>;
  /** Draws one line with its baseline at `y`. */
  readonly draw: (text: string, x: number, y: number, style: TextStyle, align?: Align) => void;
  /** The distance between two baselines. */
  readonly lineHeight: (style: TextStyle) => number;
  /** Draws one line centred on (`x`, `y`), turned `angle` degrees counter-clockwise. */
  readonly drawTurned: (
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    angle: number,
  ) => void;
}

const LINE_HEIGHT = 1.32;

// Japanese documents take Japanese glyph forms; everything else the Simplified Chinese font, which
// also covers Latin with accents and kana. The other family only fills characters the first lacks.
const familiesFor = (language: Language): ReadonlyArray<FontFamily> =>
  language === "ja" ? ["jp", "sc"] : ["sc", "jp"];

// A subset font's PDF name begins with six capital letters (ISO 32000-1, 9.6.4).
const subsetTags: Record<FontFamily, Record<FontWeight, string>> = {
  sc: { regular: "SCRGLR", bold: "SCBOLD" },
  jp: { regular: "JPRGLR", bold: "JPBOLD" },
};

const LAST_DRAWABLE = 0xffff;

/**
 * The fonts of one weight for a document: each family in order, cut down to the characters it
 * draws that no earlier family has, and left out when that leaves none.
 */
const embedFonts = (
  doc: jsPDF,
  library: FontLibrary,
  families: ReadonlyArray<FontFamily>,
  weight: FontWeight,
  characters: ReadonlySet<number>,
): ReadonlyArray<RunFont> => {
  let wanted = [...characters].filter((code) => code <= LAST_DRAWABLE);
  return families.flatMap((family) => {
    // A later family is read only for characters the earlier ones lack (Latin text: never).
    if (wanted.length === 0) return [];
    const file = library.font(family, weight);
    const mine = wanted.filter((code) => file.coverage.has(code));
    wanted = wanted.filter((code) => !file.coverage.has(code));
    if (mine.length === 0) return [];
    const subset = file.face.subset(mine);
    const id = `${subsetTags[family][weight]}+${file.postScriptName}`;
    doc.addFileToVFS(`${id}.ttf`, Buffer.from(subset).toString("latin1"));
    doc.addFont(`${id}.ttf`, id, "normal", undefined, "Identity-H");
    return [{ id, coverage: fontCoverage(subset) }];
  });
};

/**
 * A typesetter for one jsPDF document in `language` that draws only `characters` (any other
 * character comes out as `?`). Each font is embedded as a subset of those characters, which
 * jsPDF subsets again to the glyphs actually drawn; a font that draws nothing is not written.
 */
export const makeTypesetter = (
  doc: jsPDF,
  library: FontLibrary,
  language: Language,
  characters: ReadonlySet<number>,
): Typesetter => {
  const families = familiesFor(language);
  const runFonts: Record<FontWeight, ReadonlyArray<RunFont>> = {
    regular: embedFonts(doc, library, families, "regular", characters),
    bold: embedFonts(doc, library, families, "bold", characters),
  };

  const use = (id: string, size: number): void => {
    doc.setFont(id, "normal");
    doc.setFontSize(size);
  };

  const runsOf = (text: string, weight: FontWeight) => textRuns(printable(text), runFonts[weight]);

  const width = (text: string, style: TextStyle): number =>
    runsOf(text, style.weight).reduce((sum, run) => {
      use(run.font, style.size);
      return sum + doc.getTextWidth(run.text);
    }, 0);

  const draw = (text: string, x: number, y: number, style: TextStyle, align: Align = "left") => {
    const runs = runsOf(text, style.weight);
    const total = align === "left" ? 0 : width(text, style);
    let cursor = align === "right" ? x - total : align === "center" ? x - total / 2 : x;
    doc.setTextColor(style.color.red, style.color.green, style.color.blue);
    for (const run of runs) {
      use(run.font, style.size);
      doc.text(run.text, cursor, y);
      cursor += doc.getTextWidth(run.text);
    }
  };

  return {
    width,
    lines: (text, maxWidth, style) =>
      breakLines(printable(text), maxWidth, (piece) => width(piece, style)),
    draw,
    lineHeight: (style) => style.size * LINE_HEIGHT,
    drawTurned: (text, x, y, style, angle) => {
      const radians = (angle * Math.PI) / 180;
      // The baseline sits below the centre by about half the height of a capital.
      const drop = style.size * 0.35;
      const originX = x + drop * Math.sin(radians);
      const originY = y + drop * Math.cos(radians);
      let along = -width(text, style) / 2;
      doc.setTextColor(style.color.red, style.color.green, style.color.blue);
      for (const run of runsOf(text, style.weight)) {
        use(run.font, style.size);
        doc.text(
          run.text,
          originX + along * Math.cos(radians),
          originY - along * Math.sin(radians),
          {
            angle,
          },
        );
        along += doc.getTextWidth(run.text);
      }
    },
  };
};
