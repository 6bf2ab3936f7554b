import { type Language, languages } from "@invoicing/core";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { catalogueBackend } from "./catalogue-backend.ts";
import { reportMissingKey } from "./missing-keys.ts";

/**
 * Starts i18next in `language`, fetching only that language's catalogue. Every catalogue is
 * complete (a test compares each with English), so English is not loaded as a fallback: a gap
 * shows as its raw key and is reported instead.
 */
export const startI18n = async (language: Language): Promise<i18n> => {
  await i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...languages],
      fallbackLng: false,
      load: "currentOnly",
      ns: ["translation"],
      defaultNS: "translation",
      interpolation: { escapeValue: false },
      returnNull: false,
      parseMissingKeyHandler: reportMissingKey,
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
  return i18next;
};
