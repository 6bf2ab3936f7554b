import { languages } from "@invoicing/core";
import { describe, expect, it } from "vitest";

type Tree = { readonly [key: string]: string | Tree };

const files = import.meta.glob<Tree>("./locales/*/*.json", { eager: true, import: "default" });
const byLanguage = new Map<string, Map<string, Tree>>();
for (const [path, tree] of Object.entries(files)) {
  const [, language = "", area = ""] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/u.exec(path) ?? [];
  byLanguage.set(language, (byLanguage.get(language) ?? new Map()).set(area, tree));
}

// i18next plural forms differ by language (Japanese and Chinese have only `_other`), so keys are
// compared without them.
const pluralSuffix = /_(zero|one|two|few|many|other)$/u;

const leaves = (tree: Tree, prefix: string): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );

const catalogueOf = (language: string): Map<string, string> =>
  new Map(
    [...(byLanguage.get(language) ?? new Map<string, Tree>())].flatMap(([area, tree]) =>
      leaves(tree, `${area}.`),
    ),
  );

const keySet = (language: string): Set<string> =>
  new Set([...catalogueOf(language).keys()].map((key) => key.replace(pluralSuffix, "")));

const english = catalogueOf("en");
const englishKeys = keySet("en");
const areas = [...(byLanguage.get("en")?.keys() ?? [])];
const others = languages.filter((language) => language !== "en");

/** The `{{placeholders}}` and `<tags>` of a text, which every translation must keep. */
const markers = (text: string): string[] =>
  (text.match(/\{\{\s*\w+\s*\}\}|<\/?\w+>/gu) ?? []).sort();

/** Quoted strings (not the backquoted names in comments) that look like a key of an area. */
const keysIn = (source: string): string[] =>
  [...source.matchAll(/["']([a-z]+(?:\.[a-z0-9_]+)+)["']/gu)]
    .map((match) => match[1] ?? "")
    .filter((key) => areas.includes(key.split(".")[0] ?? ""));

const missingFromEnglish = (sources: Record<string, string>): string[] =>
  [...new Set(Object.values(sources).flatMap(keysIn))]
    .filter((key) => !englishKeys.has(key))
    .sort();

describe("the interface catalogues", () => {
  it("exist for the seven interface languages, with the same area files", () => {
    expect([...byLanguage.keys()].sort()).toEqual([...languages].sort());
    for (const language of others) {
      expect([...(byLanguage.get(language)?.keys() ?? [])].sort(), language).toEqual(
        [...areas].sort(),
      );
    }
  });

  it.each(others)("%s has every English key and no other", (language) => {
    const keys = keySet(language);
    expect(
      [...englishKeys].filter((key) => !keys.has(key)),
      "missing",
    ).toEqual([]);
    expect(
      [...keys].filter((key) => !englishKeys.has(key)),
      "unknown",
    ).toEqual([]);
  });

  it.each(others)("%s keeps the placeholders and tags of every English text", (language) => {
    const translated = catalogueOf(language);
    const differing = [...english]
      .filter(([key]) => translated.has(key))
      .filter(([key, text]) => markers(text).join() !== markers(translated.get(key) ?? "").join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each([...languages])("%s has no empty text", (language) => {
    const empty = [...catalogueOf(language)].filter(([, text]) => text.trim() === "");
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it("translates every i18n key the core and the server can answer with", () => {
    const sources = import.meta.glob<string>(
      ["../../../core/src/**/*.ts", "../../../server/src/**/*.ts", "!**/*.test.ts"],
      { eager: true, query: "?raw", import: "default" },
    );
    expect(Object.keys(sources).length).toBeGreaterThan(0);
    expect(missingFromEnglish(sources)).toEqual([]);
  });

  it("translates every key the interface's code names", () => {
    const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"], {
      eager: true,
      query: "?raw",
      import: "default",
    });
    expect(missingFromEnglish(sources)).toEqual([]);
  });
});
