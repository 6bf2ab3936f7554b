import { describe, expect, it } from "vitest";
import { pickLanguage } from "./pick-language.ts";

describe("pickLanguage", () => {
  it("prefers the signed-in user's language over the browser's", () => {
    expect(pickLanguage("de", "fr-FR,fr;q=0.9")).toBe("de");
  });

  it("reads the primary subtag of Accept-Language", () => {
    expect(pickLanguage(null, "zh-CN")).toBe("zh");
    expect(pickLanguage(null, "ja-JP,ja;q=0.9")).toBe("ja");
  });

  it("answers Brazilian Portuguese to any Portuguese tag", () => {
    expect(pickLanguage(null, "pt-BR,pt;q=0.9,en;q=0.8")).toBe("pt-BR");
    expect(pickLanguage(null, "it, pt;q=0.5")).toBe("pt-BR");
  });

  it("takes the best quality among the languages we speak", () => {
    expect(pickLanguage(null, "it;q=1, es;q=0.5, fr;q=0.8")).toBe("fr");
  });

  it("keeps the header's order between equal qualities", () => {
    expect(pickLanguage(null, "es, de")).toBe("es");
  });

  it("ignores languages refused with q=0", () => {
    expect(pickLanguage(null, "fr;q=0, de;q=0.1")).toBe("de");
  });

  it("falls back to English without a usable header", () => {
    expect(pickLanguage(null, undefined)).toBe("en");
    expect(pickLanguage(null, "")).toBe("en");
    expect(pickLanguage(null, "it-IT, ru")).toBe("en");
    expect(pickLanguage(null, ";;;,=,q=")).toBe("en");
  });
});
