import { use } from "react";
import { useTranslation } from "react-i18next";
import { hasAppPart, loadAppPart } from "./catalogue-backend.ts";

/**
 * Suspends until the current language's app part is loaded: the signed-in app (the layout and its
 * pages) uses areas the public pages do not fetch.
 */
export const useAppCatalogue = (): void => {
  const { i18n } = useTranslation();
  if (!hasAppPart(i18n.language)) use(loadAppPart(i18n.language));
};
