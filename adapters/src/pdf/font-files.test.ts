import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { fontCoverage } from "./font-coverage.ts";
import { makeFontLibrary } from "./font-files.ts";
import { makeSubsetter } from "./harfbuzz-subsetter.ts";

const library = makeFontLibrary();
const has = (coverage: ReadonlySet<number>, text: string): boolean =>
  Array.from(text).every((character) => coverage.has(character.codePointAt(0) ?? 0));

describe("the embedded fonts", () => {
  it("cover Latin with accents, Chinese and Japanese in Noto Sans SC", () => {
    const { coverage } = library.font("sc", "regular");
    expect(has(coverage, "àâçéèêëîïôûùüÿœæßäöüñ¿¡€£¥ãõ")).toBe(true);
    expect(has(coverage, "发票税额合计们这")).toBe(true);
    expect(has(coverage, "請求書ありがとうカタカナ")).toBe(true);
  });

  it("give Japanese its own glyph forms in Noto Sans JP, which lacks some simplified characters", () => {
    const { coverage } = library.font("jp", "bold");
    expect(has(coverage, "請求書消費税ありがとう")).toBe(true);
    expect(has(coverage, "们")).toBe(false);
  });

  it("are cut down to the characters asked for", () => {
    const font = library.font("sc", "regular");
    const subset = font.face.subset(
      Array.from("Facture 发票", (character) => character.codePointAt(0) ?? 0),
    );
    expect(subset.byteLength).toBeLessThan(20_000);
    expect(has(fontCoverage(subset), "Facture 发票")).toBe(true);
    expect(has(fontCoverage(subset), "Z")).toBe(false);
  });

  it("cut Latin text from the font's part before the CJK blocks, with the whole font's glyphs", () => {
    const text = Array.from(
      "Rechnung Ωμέγα Счёт àçœ €£ – №",
      (character) => character.codePointAt(0) ?? 0,
    );
    const whole = readFileSync(
      createRequire(import.meta.url).resolve(
        "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
      ),
    );
    const fromWhole = makeSubsetter().face(whole).subset(text);
    expect(Buffer.from(library.font("sc", "bold").face.subset(text))).toEqual(
      Buffer.from(fromWhole),
    );
  });
});
