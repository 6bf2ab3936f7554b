import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fontCoverage } from "./font-coverage.ts";
import { makeSubsetter, type SubsetFace, type Subsetter } from "./harfbuzz-subsetter.ts";

/** The font families embedded in documents: Noto Sans SC and Noto Sans JP (SIL OFL 1.1). */
export type FontFamily = "sc" | "jp";

/** The weights a document uses. */
export type FontWeight = "regular" | "bold";

/** One TrueType font file, loaded: the characters it covers, and its face to subset from. */
export interface FontFile {
  readonly family: FontFamily;
  readonly weight: FontWeight;
  /** The PostScript name written in the PDF, after the subset tag. */
  readonly postScriptName: string;
  readonly coverage: ReadonlySet<number>;
  readonly face: SubsetFace;
}

// Google Fonts' static instances, with TrueType (glyf) outlines, which jsPDF needs (not CFF).
const files: Record<FontFamily, Record<FontWeight, string>> = {
  sc: {
    regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
  },
  jp: {
    regular: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
  },
};

const postScriptNames: Record<FontFamily, string> = { sc: "NotoSansSC", jp: "NotoSansJP" };

const require = createRequire(import.meta.url);

// Characters before the CJK blocks (U+2E80): Latin, Greek, Cyrillic, punctuation and symbols.
const FIRST_CJK = 0x2e80;

/**
 * Reads one font file from its npm package. The subsetter keeps only the font's characters before
 * the CJK blocks (a few hundred KB of a 10 MB file), cut in a subsetter of its own that is
 * dropped with the whole font: HarfBuzz's WebAssembly memory never shrinks, and a document in
 * Latin, Greek or Cyrillic needs nothing more. The whole font is read into the subsetter the
 * first time a document draws a character past them.
 */
export const loadFontFile = (
  subsetter: Subsetter,
  family: FontFamily,
  weight: FontWeight,
): FontFile => {
  const file = require.resolve(files[family][weight]);
  const bytes = readFileSync(file);
  const coverage = fontCoverage(bytes);
  const western = [...coverage].filter((code) => code < FIRST_CJK);
  const cut = subsetter.face(makeSubsetter().face(bytes).subset(western));
  let whole: SubsetFace | undefined;
  return {
    family,
    weight,
    postScriptName: `${postScriptNames[family]}-${weight === "bold" ? "Bold" : "Regular"}`,
    coverage,
    face: {
      subset: (codePoints) => {
        const codes = [...codePoints];
        if (codes.every((code) => code < FIRST_CJK)) return cut.subset(codes);
        whole ??= subsetter.face(readFileSync(file));
        return whole.subset(codes);
      },
    },
  };
};

/** Font files read once, on first use, then shared by every document rendered. */
export interface FontLibrary {
  readonly font: (family: FontFamily, weight: FontWeight) => FontFile;
}

/**
 * A font library reading each file the first time a document needs it. Whole fonts are 5 to
 * 10 MB: each document embeds a HarfBuzz subset of the characters it draws, which jsPDF parses
 * in a fraction of the time the whole font would take.
 */
export const makeFontLibrary = (): FontLibrary => {
  const loaded = new Map<string, FontFile>();
  let subsetter: Subsetter | undefined;
  return {
    font: (family, weight) => {
      const key = `${family}-${weight}`;
      const known = loaded.get(key);
      if (known !== undefined) return known;
      subsetter ??= makeSubsetter();
      const file = loadFontFile(subsetter, family, weight);
      loaded.set(key, file);
      return file;
    },
  };
};
