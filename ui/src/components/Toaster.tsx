import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon.tsx";
import { toastsAtom, useToast } from "./toasts.ts";

/** The toast area at the top right: news is read out politely, errors at once. */
export const Toaster = () => {
  const toasts = useAtomValue(toastsAtom);
  const { dismiss } = useToast();
  const { t } = useTranslation();
  return (
    <section className="toaster" aria-label={t("common.notifications")} aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === "error" ? "alert" : undefined}
        >
          <Icon
            name={toast.kind === "success" ? "check" : toast.kind === "error" ? "alert" : "info"}
          />
          <p>{toast.text}</p>
          <button
            type="button"
            className="icon-button"
            onClick={() => dismiss(toast.id)}
            aria-label={t("common.dismiss")}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </section>
  );
};
