import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { uiRoot } from "./paths.ts";

// The catalogue's areas (auth, invoices, …): a raw key on screen starts with one of them.
const areas = readdirSync(join(uiRoot, "src", "i18n", "locales", "en"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.replace(/\.json$/u, ""));
const rawKey = new RegExp(
  `(?<![\\w@.-])(?:${areas.join("|")})\\.[a-z0-9_]+(?:\\.[a-z0-9_]+)*`,
  "gu",
);

/**
 * The untranslated i18n keys the page shows or has asked for: keys reported missing by the app
 * (`window.__missingI18nKeys`) and key-like text in its content (hidden parts included), labels
 * and placeholders.
 */
export const rawKeysShown = async (page: Page): Promise<string[]> => {
  const { missing, texts } = await page.evaluate(() => {
    const attributes = ["aria-label", "placeholder", "title", "alt"];
    const labelled = [...document.querySelectorAll("[aria-label],[placeholder],[title],[alt]")];
    return {
      missing: (window as { __missingI18nKeys?: string[] }).__missingI18nKeys ?? [],
      texts: [
        document.title,
        document.body.textContent ?? "",
        ...labelled.flatMap((element) =>
          attributes.map((name) => element.getAttribute(name) ?? ""),
        ),
      ],
    };
  });
  const shown = texts.flatMap((text) => text.match(rawKey) ?? []);
  return [...new Set([...missing, ...shown])];
};
