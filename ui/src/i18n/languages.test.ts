import { describe, expect, it } from "vitest";
import { isLanguage, preferredLanguage } from "./languages.ts";

describe("preferredLanguage", () => {
  it("takes the first browser language the interface speaks, ignoring the region", () => {
    expect(preferredLanguage(["ru", "fr-CA", "en-US"])).toBe("fr");
    expect(preferredLanguage(["pt-BR", "fr-CA"])).toBe("pt-BR");
    expect(preferredLanguage(["pt"])).toBe("pt-BR");
    expect(preferredLanguage(["ZH-Hans-CN"])).toBe("zh");
  });

  it("falls back to English", () => {
    expect(preferredLanguage(["it", "ru"])).toBe("en");
    expect(preferredLanguage([])).toBe("en");
  });
});

describe("isLanguage", () => {
  it("knows the seven interface languages only", () => {
    expect(["en", "zh", "fr", "es", "de", "ja", "pt-BR"].every(isLanguage)).toBe(true);
    expect(isLanguage("pt")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
