import { Schema } from "effect";

import { languages } from "./language-tags.ts";

/** An interface language; English is the default and the fallback. */
export const Language = Schema.Literals(languages).annotate({
  message: "settings.invalidlanguage",
});
export type Language = typeof Language.Type;

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
