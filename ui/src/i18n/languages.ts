import { type Language, languageOfTag, languages } from "@invoicing/core";

/** Each interface language under its own name, as a language switch shows it. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: "English",
  zh: "中文",
  fr: "Français",
  es: "Español",
  de: "Deutsch",
  ja: "日本語",
  "pt-BR": "Português (Brasil)",
};

/** The locale `Intl` formats with for each interface language (en gives the en-US style). */
export const intlLocales: Readonly<Record<Language, string>> = {
  en: "en-US",
  zh: "zh-CN",
  fr: "fr-FR",
  es: "es-ES",
  de: "de-DE",
  ja: "ja-JP",
  "pt-BR": "pt-BR",
};

/**
 * The `Intl` style of a calendar date in each language: Brazil writes dates as digits (26/11/2026),
 * the others in their medium style (Nov 26, 2026).
 */
export const dateStyleOf = (language: Language): "short" | "medium" =>
  language === "pt-BR" ? "short" : "medium";

/** True for one of the seven interface languages. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as ReadonlyArray<string>).includes(value);

/**
 * The interface language of a visitor the app knows nothing about yet: the first of the browser's
 * preferred languages we have a catalogue for (`fr-CA` counts as `fr`, `pt` as `pt-BR`), else
 * English.
 */
export const preferredLanguage = (browserLanguages: ReadonlyArray<string>): Language =>
  browserLanguages.map(languageOfTag).find((language) => language !== undefined) ?? "en";
