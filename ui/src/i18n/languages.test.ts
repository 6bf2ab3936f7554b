import { describe, expect, it } from "vitest";
import { isLanguage, preferredLanguage } from "./languages.ts";

describe("preferredLanguage", () => {
  it("takes the first browser language the interface speaks, ignoring the region", () => {
    expect(preferredLanguage(["pt-BR", "fr-CA", "en-US"])).toBe("fr");
    expect(preferredLanguage(["ZH-Hans-CN"])).toBe("zh");
  });

  it("falls back to English", () => {
    expect(preferredLanguage(["pt-BR", "ru"])).toBe("en");
    expect(preferredLanguage([])).toBe("en");
  });
});

describe("isLanguage", () => {
  it("knows the six interface languages only", () => {
    expect(["en", "zh", "fr", "es", "de", "ja"].every(isLanguage)).toBe(true);
    expect(isLanguage("pt")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
