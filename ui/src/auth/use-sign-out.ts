import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../components/toasts.ts";
import { endSession } from "./session-actions.ts";

/** Returns the function that signs out, lands on `/login` and says so in a toast. */
export const useSignOut = () => {
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(async () => {
    await endSession();
    toast.success(t("auth.loggedout"));
  }, [toast, t]);
};
