import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { Language, RegistrationLanguage } from "./language.ts";

describe("Language", () => {
  it.each(["en", "zh", "es", "fr", "de", "ja"])("accepts %s", (language) => {
    expect(Schema.decodeUnknownSync(Language)(language)).toBe(language);
  });
  it("refuses an unknown language with settings.invalidlanguage", () => {
    expect(decodeFields(Schema.Struct({ language: Language }))({ language: "pt" })).toEqual({
      fields: { language: "settings.invalidlanguage" },
    });
  });
});

describe("RegistrationLanguage", () => {
  it.each(["en", "es", "de", "fr"])("offers %s at registration", (language) => {
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
