import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accentTextColor, readableTextOn, relativeLuminance, rgbOf, tintOf } from "./color.ts";

const hex = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map(
    ([r, g, b]) => `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`,
  );

const contrastWithWhite = (color: { red: number; green: number; blue: number }) =>
  1.05 / (relativeLuminance(color) + 0.05);

describe("accent colours", () => {
  it("reads the channels of #RRGGBB", () => {
    expect(rgbOf("#1F4e8C")).toEqual({ red: 31, green: 78, blue: 140 });
  });

  it("writes white on a dark accent and ink on a pale one", () => {
    expect(readableTextOn("#1F4E8C")).toEqual({ red: 255, green: 255, blue: 255 });
    expect(readableTextOn("#F2C94C")).toEqual({ red: 17, green: 24, blue: 39 });
  });

  it("keeps a dark accent as the text colour", () => {
    expect(accentTextColor("#1F4E8C")).toEqual(rgbOf("#1F4E8C"));
  });

  it("darkens any accent until text in it reads on white (4.5:1)", () => {
    fc.assert(
      fc.property(hex, (color) => {
        expect(contrastWithWhite(accentTextColor(color))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it("tints toward white, keeping the given share of the colour", () => {
    expect(tintOf("#000000", 0.1)).toEqual({ red: 230, green: 230, blue: 230 });
    expect(tintOf("#1F4E8C", 1)).toEqual(rgbOf("#1F4E8C"));
  });
});
