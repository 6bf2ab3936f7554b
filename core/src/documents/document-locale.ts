import type { Language } from "../users/language.ts";

// en gives the en-US style (docs/PRODUCT-RULES.md#languages); the others take their language's main
// country.
const defaultLocales: Record<Language, string> = {
  en: "en-US",
  zh: "zh-CN",
  fr: "fr-FR",
  es: "es-ES",
  de: "de-DE",
  ja: "ja-JP",
  "pt-BR": "pt-BR",
};

/** The primary language subtag of an interface language: `pt` for `pt-BR`. */
const languageSubtag = (language: Language): string => language.split("-")[0] ?? language;

const canonical = (tag: string): Intl.Locale | undefined => {
  try {
    return new Intl.Locale(tag);
  } catch {
    return undefined;
  }
};

/**
 * The BCP 47 locale that formats a document for a user of `language`: `preferred` (for example
 * the browser's `en-GB`) when it is a valid tag of that same language, else the language's
 * default locale. Labels follow the language; numbers, dates and the paper size the locale.
 */
export const documentLocale = (language: Language, preferred?: string): string => {
  const locale = preferred === undefined ? undefined : canonical(preferred);
  return locale !== undefined && locale.language === languageSubtag(language)
    ? locale.toString()
    : defaultLocales[language];
};
