import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/api-error.ts";

/**
 * Returns a function giving the text to show for a failed call: "Network Error" (or a timeout)
 * when the server was not reached, else the translation of the server's `code`, else the server's
 * own message, else the translation of `fallbackKey` (e.g. `auth.loginfailed`).
 */
export const useErrorText = () => {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey: string): string => {
      if (error instanceof ApiError) {
        if (error.failure === "network") return t("common.errors.network");
        if (error.failure === "timeout") return t("common.errors.timeout");
        if (error.code !== undefined && i18n.exists(error.code)) return t(error.code);
        if (error.message !== "") return error.message;
      }
      return t(fallbackKey);
    },
    [t, i18n],
  );
};
