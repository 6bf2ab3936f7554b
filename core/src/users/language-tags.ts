/**
 * The seven interface languages, each with a complete catalogue (docs/PRODUCT-RULES.md#languages).
 * Brazilian Portuguese carries its region (`pt-BR`): its words and formats are Brazil's. Kept apart
 * from the schemas of language.ts, so that a page needing only the list (the pay link's) does not
 * carry the schema library.
 */
export const languages = ["en", "zh", "es", "fr", "de", "ja", "pt-BR"] as const;

/**
 * The interface language of a BCP 47 tag, by its primary subtag and case-insensitively: `fr-CA` is
 * French and any Portuguese (`pt`, `pt-BR`, `pt-PT`) is `pt-BR`, the one Portuguese we speak.
 */
export const languageOfTag = (tag: string): (typeof languages)[number] | undefined => {
  const primary = tag.trim().toLowerCase().split("-")[0];
  return languages.find((language) => language.toLowerCase().split("-")[0] === primary);
};
