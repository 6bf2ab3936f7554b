// Han, kana and Hangul break between any two characters; closing marks stay with the character
// before them and opening marks with the one after (the basic kinsoku rule).
const ideograph =
  "[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}ー々〆]";
const opening = "[「『（【〔《〈“‘(]";
const closing = "[、。，．・：；！？）」』】〕》〉”’)…ー]";
// A line may break at a space, never at a no-break space ("1 234,56 €", "Date : ").
const space = "[^\\S\\u00a0\\u2007\\u202f]";
const tokenPattern = new RegExp(
  `${opening}*${ideograph}${closing}*|${space}+|(?:(?!${space})[^\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}])+`,
  "gu",
);
const blankPattern = new RegExp(`^${space}+$`, "u");
const trailingSpace = new RegExp(`${space}+$`, "u");

const breakToken = (
  token: string,
  maxWidth: number,
  measure: (text: string) => number,
): ReadonlyArray<string> => {
  const pieces: Array<string> = [];
  let piece = "";
  for (const character of token) {
    if (piece !== "" && measure(piece + character) > maxWidth) {
      pieces.push(piece);
      piece = character;
    } else {
      piece += character;
    }
  }
  return piece === "" ? pieces : [...pieces, piece];
};

const breakParagraph = (
  paragraph: string,
  maxWidth: number,
  measure: (text: string) => number,
): ReadonlyArray<string> => {
  const lines: Array<string> = [];
  let line = "";
  let width = 0;
  for (const token of paragraph.match(tokenPattern) ?? []) {
    const blank = blankPattern.test(token);
    if (blank && line === "") continue;
    const tokenWidth = measure(token);
    if (blank || width + tokenWidth <= maxWidth) {
      line += token;
      width += tokenWidth;
      continue;
    }
    if (line !== "") lines.push(line.replace(trailingSpace, ""));
    const pieces = tokenWidth <= maxWidth ? [token] : breakToken(token, maxWidth, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? "";
    width = measure(line);
  }
  return [...lines, line.replace(trailingSpace, "")];
};

/**
 * Breaks text into lines no wider than `maxWidth` as `measure` sees them: at spaces in Latin
 * text, between characters in Chinese and Japanese, inside a word only when the word alone is
 * too wide. Line breaks in the text are kept; widths are summed token by token (no kerning).
 */
export const breakLines = (
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
): ReadonlyArray<string> =>
  text.split(/\r?\n/u).flatMap((paragraph) => breakParagraph(paragraph, maxWidth, measure));
