// XSD TString: printable Latin-1 ([!-ÿ]) at both ends, spaces allowed inside, nothing else.
const TYPOGRAPHY: Readonly<Record<string, string>> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u20AC": "EUR",
};

const latin1 = (character: string): string => {
  const code = character.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return character;
  if (code >= 0xa0 && code <= 0xff) return code === 0xa0 ? " " : character;
  const typographic = TYPOGRAPHY[character];
  if (typographic !== undefined) return typographic;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return " ";
  // Letters with marks outside Latin-1 (ő, ł̈) keep their base letter; anything else becomes "?".
  const base = character.normalize("NFKD").replace(/\p{M}/gu, "");
  return [...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) && base !== "" ? base : "?";
};

/**
 * A text as NF-e string fields take it: Latin-1 only (typographic quotes and dashes become their
 * ASCII forms, other characters "?"), no line breaks, single spaces, trimmed, at most `max`
 * characters. Returns "" when nothing printable is left.
 */
export const nfeText = (value: string, max: number): string =>
  [...value.normalize("NFC")]
    .map(latin1)
    .join("")
    .replace(/\s+/gu, " ")
    .trim()
    .slice(0, max)
    .trim();
