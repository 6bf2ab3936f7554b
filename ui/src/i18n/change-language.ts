import type { Language } from "@invoicing/core";
import i18next from "i18next";
import { storeLanguage } from "./language-store.ts";

/** Switches the interface to `language`, fetching its catalogue first, and remembers the choice. */
export const changeLanguage = async (language: Language): Promise<void> => {
  storeLanguage(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  document.documentElement.lang = language;
};
