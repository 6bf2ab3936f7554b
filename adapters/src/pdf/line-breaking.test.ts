import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breakLines } from "./line-breaking.ts";

// Latin characters are 1 wide, ideographs and kana 2, like a monospaced CJK font.
const measure = (text: string): number =>
  Array.from(text).reduce(
    (sum, character) =>
      sum + (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。]/u.test(character) ? 2 : 1),
    0,
  );

describe("breakLines", () => {
  it("breaks Latin text at spaces", () => {
    expect(breakLines("Design of the visual identity", 12, measure)).toEqual([
      "Design of",
      "the visual",
      "identity",
    ]);
  });

  it("breaks Chinese and Japanese between characters", () => {
    expect(breakLines("软件开发服务第一阶段", 8, measure)).toEqual([
      "软件开发",
      "服务第一",
      "阶段",
    ]);
  });

  it("never starts a line with a closing mark", () => {
    const lines = breakLines("お支払いは、月末までに。お願いします", 8, measure);
    for (const line of lines) expect(line).not.toMatch(/^[、。]/u);
  });

  it("keeps an amount whole across its no-break spaces", () => {
    expect(breakLines("Total 1\u202f234,56\u00a0€", 11, measure)).toEqual([
      "Total",
      "1\u202f234,56\u00a0€",
    ]);
  });

  it("cuts a word wider than the line", () => {
    expect(breakLines("abcdefghij", 4, measure)).toEqual(["abcd", "efgh", "ij"]);
  });

  it("keeps the text's own line breaks and blank lines", () => {
    expect(breakLines("one\n\ntwo", 20, measure)).toEqual(["one", "", "two"]);
  });

  it("keeps every line within the width and loses no character but spaces", () => {
    const word = fc.stringMatching(/^[a-zé软件开发服务ア]{1,12}$/u);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 2, max: 30 }),
        (words, width) => {
          const text = words.join(" ");
          const lines = breakLines(text, width, measure);
          for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(width);
          expect(lines.join("").replaceAll(" ", "")).toBe(text.replaceAll(" ", ""));
        },
      ),
    );
  });
});
