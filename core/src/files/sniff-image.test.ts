import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asciiBytes, GIF, JPEG, PNG, PROGRESSIVE_JPEG } from "../../testing/sample-images.ts";
import { sniffImage } from "./sniff-image.ts";

const cut = (bytes: Uint8Array, missing: number) => bytes.slice(0, bytes.length - missing);
const withTrailer = (bytes: Uint8Array, trailer: Uint8Array) => {
  const joined = new Uint8Array(bytes.length + trailer.length);
  joined.set(bytes);
  joined.set(trailer, bytes.length);
  return joined;
};

describe("sniffImage", () => {
  it("recognises whole JPEG, PNG and GIF files by their content", () => {
    expect(sniffImage(JPEG)).toEqual({ contentType: "image/jpeg", extension: "jpg" });
    expect(sniffImage(PROGRESSIVE_JPEG)).toEqual({ contentType: "image/jpeg", extension: "jpg" });
    expect(sniffImage(PNG)).toEqual({ contentType: "image/png", extension: "png" });
    expect(sniffImage(GIF)).toEqual({ contentType: "image/gif", extension: "gif" });
  });

  it("refuses a JPEG cut before its end-of-image marker", () => {
    expect(sniffImage(cut(JPEG, 2))).toBeUndefined();
    expect(sniffImage(cut(JPEG, 40))).toBeUndefined();
  });

  it("refuses a PNG without its IEND chunk", () => {
    expect(sniffImage(cut(PNG, 12))).toBeUndefined();
  });

  it("refuses a GIF without its trailer", () => {
    expect(sniffImage(cut(GIF, 1))).toBeUndefined();
  });

  it("refuses any truncation of a valid image", () => {
    for (const image of [JPEG, PNG, GIF]) {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: image.length }), (missing) => {
          expect(sniffImage(cut(image, missing))).toBeUndefined();
        }),
      );
    }
  });

  it("refuses a PNG whose chunk checksum is wrong", () => {
    const damaged = PNG.slice();
    damaged[20] = (damaged[20] ?? 0) ^ 0xff;
    expect(sniffImage(damaged)).toBeUndefined();
  });

  it("refuses an image with bytes after its end, such as an appended HTML page", () => {
    const html = asciiBytes("<html><script>alert(1)</script></html>");
    for (const image of [JPEG, PNG, GIF]) {
      expect(sniffImage(withTrailer(image, html))).toBeUndefined();
    }
  });

  it("refuses SVG and HTML, whatever their name", () => {
    expect(
      sniffImage(
        asciiBytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    ).toBeUndefined();
    expect(sniffImage(asciiBytes("<!DOCTYPE html><html></html>"))).toBeUndefined();
  });

  it("refuses a file that only starts with an image signature", () => {
    expect(sniffImage(JPEG.slice(0, 4))).toBeUndefined();
    expect(sniffImage(withTrailer(PNG.slice(0, 8), asciiBytes("not a chunk")))).toBeUndefined();
    expect(sniffImage(asciiBytes("GIF89a"))).toBeUndefined();
  });

  it("never throws on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 256 }), (bytes) => {
        expect(() => sniffImage(bytes)).not.toThrow();
      }),
    );
  });
});
