import type { InvoiceDocument } from "@invoicing/core";

// Characters the renderer writes itself: page numbers, separators, the ellipsis of a cut
// footer, the stand-in for a missing glyph.
const RENDERER_TEXT = "0123456789 /:·…?";

const strings = (value: unknown): ReadonlyArray<string> => {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return [];
  return Object.values(value).flatMap(strings);
};

/**
 * Every character an invoice document may draw: each string it holds, also composed (NFC), in
 * compatibility form (NFKC, drawn when a font lacks the original) and in capitals (headings),
 * plus the renderer's own. Fonts are cut down to these before they are embedded.
 */
export const documentCharacters = (document: InvoiceDocument): ReadonlySet<number> => {
  const characters = new Set<number>();
  const add = (text: string): void => {
    for (const character of text) characters.add(character.codePointAt(0) ?? 0);
  };
  add(RENDERER_TEXT);
  for (const text of strings(document)) {
    add(text);
    add(text.normalize("NFC"));
    add(text.normalize("NFKC"));
    add(text.toLocaleUpperCase(document.locale));
  }
  return characters;
};
