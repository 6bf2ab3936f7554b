import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../components/toasts.ts";

/** Shows the error toast `key` each time the read fails (the "failed to load" toasts). */
export const useFailureToast = (query: UseQueryResult<unknown, unknown>, key: string): void => {
  const { t } = useTranslation();
  const toast = useToast();
  const failedAt = query.isError ? query.errorUpdatedAt : undefined;
  useEffect(() => {
    if (failedAt !== undefined) toast.error(t(key));
  }, [failedAt, key, toast, t]);
};
