import { languages } from "@invoicing/core";
import { describe, expect, it } from "vitest";
import { errorCatalogues, errorMessage } from "./error-message.ts";
import { errorMessagesEn } from "./error-messages-en.ts";

describe("errorMessage", () => {
  it("answers in the caller's language", () => {
    expect(errorMessage("auth.emailtaken", "fr")).toBe("Un compte existe déjà avec cet e-mail.");
    expect(errorMessage("auth.emailtaken", "en")).toBe(
      "An account with this e-mail already exists.",
    );
  });

  it("has every code in every language", () => {
    for (const language of languages) {
      expect(Object.keys(errorCatalogues[language]).sort(), language).toEqual(
        Object.keys(errorMessagesEn).sort(),
      );
    }
  });

  it("gives no language an empty or untranslated-looking text", () => {
    for (const language of languages) {
      for (const text of Object.values(errorCatalogues[language])) {
        expect(text.trim(), language).not.toBe("");
        expect(text, language).not.toMatch(/^[a-z]+(\.[a-z]+)+$/u);
      }
    }
  });

  it("answers a generic English sentence for a code it does not know", () => {
    expect(errorMessage("nobody.knows.this", "ja")).toBe(
      errorMessagesEn["common.errors.requestfailed"],
    );
  });
});
