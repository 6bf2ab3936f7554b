import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type Formatters, formattersFor } from "./format.ts";
import { isLanguage } from "./languages.ts";

/** The amount and date formatters of the interface's current language. */
export const useFormatters = (): Formatters => {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return useMemo(() => formattersFor(language), [language]);
};
