import { Schema } from "effect";

/**
 * The seven interface languages, each with a complete catalogue (docs/PRODUCT-RULES.md#languages).
 * Brazilian Portuguese carries its region (`pt-BR`): its words and formats are Brazil's.
 */
export const languages = ["en", "zh", "es", "fr", "de", "ja", "pt-BR"] as const;

/** An interface language; English is the default and the fallback. */
export const Language = Schema.Literals(languages).annotate({
  message: "settings.invalidlanguage",
});
export type Language = typeof Language.Type;

/**
 * The interface language of a BCP 47 tag, by its primary subtag and case-insensitively: `fr-CA` is
 * French and any Portuguese (`pt`, `pt-BR`, `pt-PT`) is `pt-BR`, the one Portuguese we speak.
 */
export const languageOfTag = (tag: string): Language | undefined => {
  const primary = tag.trim().toLowerCase().split("-")[0];
  return languages.find((language) => language.toLowerCase().split("-")[0] === primary);
};

/** The language of a new account when none is chosen. */
export const DEFAULT_LANGUAGE: Language = "en";

/**
 * The languages offered at registration: en, es, de, fr and pt-BR (docs/PRODUCT-RULES.md#languages).
 */
export const registrationLanguages = ["en", "es", "de", "fr", "pt-BR"] as const;

/** A language choosable on the registration form. */
export const RegistrationLanguage = Schema.Literals(registrationLanguages).annotate({
  message: "auth.invalidlanguage",
});
export type RegistrationLanguage = typeof RegistrationLanguage.Type;
