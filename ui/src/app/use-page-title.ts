import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Names the browser tab after the page: "Sign in · Invoicing". */
export const usePageTitle = (title: string): void => {
  const { t } = useTranslation();
  const appName = t("common.appname");
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
};
