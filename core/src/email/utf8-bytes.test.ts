import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { utf8Bytes } from "./utf8-bytes.ts";

const decoded = (bytes: Uint8Array): string =>
  decodeURIComponent([...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join(""));

describe("utf8Bytes", () => {
  it("writes one to four bytes per character as UTF-8 does", () => {
    expect([...utf8Bytes("A")]).toEqual([0x41]);
    expect([...utf8Bytes("é")]).toEqual([0xc3, 0xa9]);
    expect([...utf8Bytes("€")]).toEqual([0xe2, 0x82, 0xac]);
    expect([...utf8Bytes("𝄞")]).toEqual([0xf0, 0x9d, 0x84, 0x9e]);
  });

  it("gives back any text once decoded", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => decoded(utf8Bytes(text)) === text),
    );
  });
});
