/** A font text may be drawn with, and the code points it has glyphs for. */
export interface RunFont {
  readonly id: string;
  readonly coverage: ReadonlySet<number>;
}

/** A stretch of text drawn with one font. */
export interface TextRun {
  readonly font: string;
  readonly text: string;
}

/** What stands in for a character no embedded font can draw. */
export const MISSING_GLYPH = "?";

// jsPDF writes one glyph per UTF-16 unit, so a character beyond the BMP cannot be drawn.
const LAST_DRAWABLE = 0xffff;

/**
 * Printable text: composed (NFC, so "é" typed as e + accent finds its glyph), tabs as spaces,
 * other control characters dropped. Line breaks are left to the line breaker.
 */
export const printable = (text: string): string =>
  text
    .normalize("NFC")
    .replace(/\t/gu, " ")
    .replace(/[^\P{Cc}\n]/gu, "");

const drawableBy = (character: string, fonts: ReadonlyArray<RunFont>): RunFont | undefined => {
  const code = character.codePointAt(0) ?? 0;
  return code <= LAST_DRAWABLE ? fonts.find((font) => font.coverage.has(code)) : undefined;
};

/**
 * Splits one line of text into runs, each character drawn by the first font that has it (the
 * document's main font first, then its fallbacks). A character no font has is replaced by its
 * compatibility form when a font has that (Intl's narrow no-break space in "1 234,56 €" becomes
 * a space), else by `?` rather than an empty glyph, at which jsPDF would cut the string.
 */
export const textRuns = (text: string, fonts: ReadonlyArray<RunFont>): ReadonlyArray<TextRun> => {
  const main = fonts[0];
  if (main === undefined) throw new Error("textRuns needs at least one font");
  const runs: Array<{ font: string; text: string }> = [];
  for (const original of text) {
    const compatible = original.normalize("NFKC");
    const character =
      drawableBy(original, fonts) === undefined && compatible.length === 1 ? compatible : original;
    const font = drawableBy(character, fonts);
    const drawn = font === undefined ? MISSING_GLYPH : character;
    const id = font?.id ?? main.id;
    const last = runs.at(-1);
    if (last !== undefined && last.font === id) last.text += drawn;
    else runs.push({ font: id, text: drawn });
  }
  return runs;
};
