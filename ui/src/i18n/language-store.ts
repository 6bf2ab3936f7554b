import type { Language } from "@invoicing/core";
import { isLanguage, preferredLanguage } from "./languages.ts";

const KEY = "language";

/** The language kept in this browser: the last one chosen or signed in with, else the browser's. */
export const storedLanguage = (): Language => {
  const stored = localStorage.getItem(KEY);
  return isLanguage(stored) ? stored : preferredLanguage(navigator.languages);
};

/** Remembers the interface language in this browser, for the next visit before sign-in. */
export const storeLanguage = (language: Language): void => {
  localStorage.setItem(KEY, language);
};
