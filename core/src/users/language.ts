import { Schema } from "effect";

/**
 * The six interface languages, each with a complete catalogue (docs/PRODUCT-RULES.md#languages).
 */
export const languages = ["en", "zh", "es", "fr", "de", "ja"] as const;

/** An interface language; English is the default and the fallback. */
export const Language = Schema.Literals(languages).annotate({
  message: "settings.invalidlanguage",
});
export type Language = typeof Language.Type;

/** The language of a new account when none is chosen. */
export const DEFAULT_LANGUAGE: Language = "en";

/** The languages offered at registration: en, es, de and fr (docs/PRODUCT-RULES.md#languages). */
export const registrationLanguages = ["en", "es", "de", "fr"] as const;

/** A language choosable on the registration form. */
export const RegistrationLanguage = Schema.Literals(registrationLanguages).annotate({
  message: "auth.invalidlanguage",
});
export type RegistrationLanguage = typeof RegistrationLanguage.Type;
