import { atom, useSetAtom } from "jotai";
import { useMemo } from "react";

/** How a toast looks: a success, an error, or plain information. */
export type ToastKind = "success" | "error" | "info";

/** A message shown for a few seconds at the top right. */
export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

/** How long a toast stays, in milliseconds; errors stay longer, to be read. */
export const TOAST_DURATION_MS: Readonly<Record<ToastKind, number>> = {
  success: 4000,
  info: 4000,
  error: 8000,
};

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<ReadonlyArray<Toast>>([]);

let nextId = 1;

/** Shows toasts: `toast.success(t("auth.loggedout"))`. Texts are already translated. */
export const useToast = () => {
  const setToasts = useSetAtom(toastsAtom);
  return useMemo(() => {
    const show = (kind: ToastKind) => (text: string) => {
      const id = nextId++;
      setToasts((toasts) => [...toasts, { id, kind, text }]);
      setTimeout(
        () => setToasts((toasts) => toasts.filter((toast) => toast.id !== id)),
        TOAST_DURATION_MS[kind],
      );
    };
    const dismiss = (id: number) =>
      setToasts((toasts) => toasts.filter((toast) => toast.id !== id));
    return { success: show("success"), error: show("error"), info: show("info"), dismiss };
  }, [setToasts]);
};
