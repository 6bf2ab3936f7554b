import { describe, expect, it } from "vitest";
import { blocksOf, segmentsOf } from "./rich-text.ts";

describe("segmentsOf", () => {
  it("keeps plain text as one segment", () => {
    expect(segmentsOf("No links here.")).toEqual([{ kind: "text", text: "No links here." }]);
  });

  it("cuts out tagged links in order", () => {
    expect(
      segmentsOf("Read our <privacy>privacy policy</privacy> and <terms>terms</terms>."),
    ).toEqual([
      { kind: "text", text: "Read our " },
      { kind: "link", tag: "privacy", text: "privacy policy" },
      { kind: "text", text: " and " },
      { kind: "link", tag: "terms", text: "terms" },
      { kind: "text", text: "." },
    ]);
  });

  it("leaves unmatched markup as text", () => {
    expect(segmentsOf("a <b>c")).toEqual([{ kind: "text", text: "a <b>c" }]);
  });
});

describe("blocksOf", () => {
  it("reads paragraphs separated by blank lines", () => {
    expect(blocksOf("First.\n\nSecond.").map((block) => block.kind)).toEqual([
      "paragraph",
      "paragraph",
    ]);
  });

  it("reads a lead-in line followed by bullets as a paragraph and a list", () => {
    expect(blocksOf("We collect:\n- your name;\n- your email.")).toEqual([
      { kind: "paragraph", segments: [{ kind: "text", text: "We collect:" }] },
      {
        kind: "list",
        items: [[{ kind: "text", text: "your name;" }], [{ kind: "text", text: "your email." }]],
      },
    ]);
  });

  it("ignores empty blocks", () => {
    expect(blocksOf("\n\nOnly.\n\n\n")).toHaveLength(1);
  });
});

describe("blocksOf with text after a list", () => {
  it("keeps a closing line after the bullets as its own paragraph", () => {
    expect(blocksOf("Lead:\n- one\n- two\nAfter.").map((block) => block.kind)).toEqual([
      "paragraph",
      "list",
      "paragraph",
    ]);
  });
});
