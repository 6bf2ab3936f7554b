import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { UNSTORABLE_TEXT_KEY, unstorableText } from "./unstorable-text.ts";

describe("unstorableText", () => {
  it("finds NUL characters and lone surrogates by path, keys included", () => {
    expect(
      unstorableText({
        name: "a\u0000b",
        items: [{ description: "ok" }, { description: "x\uD800" }],
        "k\uDFFF": 1,
        fine: "𝒳😀 e\u0301",
      }),
    ).toEqual({
      name: UNSTORABLE_TEXT_KEY,
      "items.1.description": UNSTORABLE_TEXT_KEY,
      "k\uFFFD": UNSTORABLE_TEXT_KEY,
    });
    expect(unstorableText("\u0000")).toEqual({ "": UNSTORABLE_TEXT_KEY });
  });

  it("walks a body nested far deeper than the stack allows", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(Object.values(unstorableText({ deep }))).toEqual([UNSTORABLE_TEXT_KEY]);
  });

  test.prop([fc.jsonValue()])(
    "accepts any JSON whose text is well formed and NUL-free",
    (value) => {
      fc.pre(!JSON.stringify(value).includes("\\u0000"));
      expect(unstorableText(value)).toEqual({});
    },
  );

  test.prop([fc.string(), fc.constantFrom("\u0000", "\uD800", "\uDC00"), fc.string()])(
    "refuses any text holding a NUL or a lone surrogate",
    (before, bad, after) => {
      expect(unstorableText({ field: before + bad + after })).toEqual({
        field: UNSTORABLE_TEXT_KEY,
      });
    },
  );
});
