import { describe, expect, it } from "vitest";
import { MISSING_GLYPH, printable, textRuns } from "./text-runs.ts";

const codes = (text: string): ReadonlySet<number> =>
  new Set(Array.from(text, (character) => character.codePointAt(0) ?? 0));
const latin = { id: "latin", coverage: codes("abc é?1234,5€ ") };
const cjk = { id: "cjk", coverage: codes("发票abc ") };

describe("textRuns", () => {
  it("draws each character with the first font that has it", () => {
    expect(textRuns("abc发票é", [latin, cjk])).toEqual([
      { font: "latin", text: "abc" },
      { font: "cjk", text: "发票" },
      { font: "latin", text: "é" },
    ]);
  });

  it("puts a question mark where no font has the character", () => {
    expect(textRuns("a☃b", [latin, cjk])).toEqual([{ font: "latin", text: `a${MISSING_GLYPH}b` }]);
  });

  it("draws a character beyond the BMP as missing, which jsPDF cannot encode", () => {
    const emoji = { id: "emoji", coverage: new Set([0x1f600]) };
    expect(textRuns("😀", [latin, emoji])).toEqual([{ font: "latin", text: MISSING_GLYPH }]);
  });

  it("falls back on the compatibility form of a character no font has", () => {
    expect(textRuns("1\u202f234,5\u00a0€", [latin])).toEqual([
      { font: "latin", text: "1 234,5 €" },
    ]);
  });
});

describe("printable", () => {
  it("composes accents, turns tabs into spaces and drops control characters", () => {
    expect(printable("e\u0301\ta\u0007b\nc")).toBe("é ab\nc");
  });
});
