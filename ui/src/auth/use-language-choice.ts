import type { Language } from "@invoicing/core";
import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { authApi } from "../api/auth-api.ts";
import { useToast } from "../components/toasts.ts";
import { changeLanguage } from "../i18n/change-language.ts";
import { useErrorText } from "../i18n/use-error-text.ts";
import { userAtom } from "./session.ts";
import { updateSessionUser } from "./session-actions.ts";

/**
 * Returns the function that switches the interface language: at once in this browser, and on the
 * signed-in user's profile so that it follows them (a failed save is told in a toast).
 */
export const useLanguageChoice = () => {
  const user = useAtomValue(userAtom);
  const toast = useToast();
  const errorText = useErrorText();
  return useCallback(
    async (language: Language) => {
      await changeLanguage(language);
      if (user === undefined || user.language === language) return;
      try {
        updateSessionUser((await authApi.updateProfile({ language })).user);
      } catch (error) {
        toast.error(errorText(error, "auth.profileupdatefailed"));
      }
    },
    [user, toast, errorText],
  );
};
