import { describe, expect, it } from "vitest";
import { fillLabel, labelPlaceholders } from "./fill-label.ts";

describe("fillLabel", () => {
  it("replaces each placeholder by its value", () => {
    expect(fillLabel("Page {page} / {pages}", { page: "2", pages: "9" })).toBe("Page 2 / 9");
  });

  it("leaves a placeholder without a value visible", () => {
    expect(fillLabel("Due by {date}", {})).toBe("Due by {date}");
  });

  it("lists the placeholders a label uses, once each", () => {
    expect(labelPlaceholders("{a} and {b} then {a}")).toEqual(["a", "b"]);
  });
});
