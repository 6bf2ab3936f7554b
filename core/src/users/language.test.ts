import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { Language, RegistrationLanguage } from "./language.ts";
import { languageOfTag } from "./language-tags.ts";

describe("Language", () => {
  it.each(["en", "zh", "es", "fr", "de", "ja", "pt-BR"])("accepts %s", (language) => {
    expect(Schema.decodeUnknownSync(Language)(language)).toBe(language);
  });
  it("refuses an unknown language with settings.invalidlanguage", () => {
    expect(decodeFields(Schema.Struct({ language: Language }))({ language: "pt" })).toEqual({
      fields: { language: "settings.invalidlanguage" },
    });
  });
});

describe("languageOfTag", () => {
  it("reads a tag by its primary subtag, whatever its case and region", () => {
    expect(languageOfTag("fr-CA")).toBe("fr");
    expect(languageOfTag("ZH-Hans-CN")).toBe("zh");
  });
  it("takes any Portuguese as Brazilian Portuguese", () => {
    expect(["pt", "pt-BR", "pt-br", "pt-PT"].map(languageOfTag)).toEqual([
      "pt-BR",
      "pt-BR",
      "pt-BR",
      "pt-BR",
    ]);
  });
  it("knows no other language", () => {
    expect(languageOfTag("it")).toBeUndefined();
    expect(languageOfTag("")).toBeUndefined();
  });
});

describe("RegistrationLanguage", () => {
  it.each(["en", "es", "de", "fr", "pt-BR"])("offers %s at registration", (language) => {
    expect(Schema.decodeUnknownSync(RegistrationLanguage)(language)).toBe(language);
  });
  it("refuses a language not offered at registration with auth.invalidlanguage", () => {
    expect(
      decodeFields(Schema.Struct({ language: RegistrationLanguage }))({ language: "ja" }),
    ).toEqual({
      fields: { language: "auth.invalidlanguage" },
    });
  });
});
