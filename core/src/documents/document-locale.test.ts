import { describe, expect, it } from "vitest";
import { documentLocale } from "./document-locale.ts";

describe("documentLocale", () => {
  it("formats English in the en-US style by default", () => {
    expect(documentLocale("en")).toBe("en-US");
  });

  it("takes each language's main country by default", () => {
    expect(
      ["zh", "fr", "es", "de", "ja"].map((language) => documentLocale(language as "fr")),
    ).toEqual(["zh-CN", "fr-FR", "es-ES", "de-DE", "ja-JP"]);
  });

  it("formats Brazilian Portuguese in Brazil's style", () => {
    expect(documentLocale("pt-BR")).toBe("pt-BR");
    expect(documentLocale("pt-BR", "pt-PT")).toBe("pt-PT");
  });

  it("keeps a preferred locale of the same language", () => {
    expect(documentLocale("en", "en-GB")).toBe("en-GB");
    expect(documentLocale("fr", "fr-ca")).toBe("fr-CA");
  });

  it("ignores a preferred locale of another language or an invalid tag", () => {
    expect(documentLocale("de", "en-US")).toBe("de-DE");
    expect(documentLocale("de", "not a locale")).toBe("de-DE");
  });
});
