import { describe, expect, it } from "vitest";
import { languages } from "../users/language-tags.ts";
import { passwordResetMail, resetPasswordLink } from "./password-reset-mail.ts";

describe("resetPasswordLink", () => {
  it("points at the SPA's reset page with the token, whatever the app address ends with", () => {
    expect(resetPasswordLink("https://app.example.com/", "abc_-9")).toBe(
      "https://app.example.com/reset-password?token=abc_-9",
    );
    expect(resetPasswordLink("http://localhost:3000", "a+b")).toBe(
      "http://localhost:3000/reset-password?token=a%2Bb",
    );
  });
});

describe("passwordResetMail", () => {
  it("carries the link and the name in every interface language", () => {
    for (const language of languages) {
      const mail = passwordResetMail({
        email: "ana@example.com",
        name: "Ana Silva",
        language,
        link: "https://app.example.com/reset-password?token=t",
      });
      expect(mail.to).toBe("ana@example.com");
      expect(mail.subject).not.toBe("");
      expect(mail.text).toContain("Ana Silva");
      expect(mail.text).toContain("https://app.example.com/reset-password?token=t");
      expect(mail.attachments).toEqual([]);
    }
  });
});
