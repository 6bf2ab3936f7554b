import { type ReactElement, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./confirm-dialog.module.css";

/** What a confirmation asks: texts already translated; `danger` for a destructive action. */
export interface ConfirmOptions {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly danger?: boolean;
}

/**
 * A modal question with Cancel and a confirm button, in place of the browser's `confirm()`: a
 * native `<dialog>`, so focus stays inside and Escape cancels. Cancel has the focus at first, so
 * a stray Enter never destroys anything.
 */
export const ConfirmDialog = ({
  title,
  message,
  confirmLabel,
  danger = false,
  onClose,
}: ConfirmOptions & { readonly onClose: (confirmed: boolean) => void }) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={messageId}>{message}</p>
      <div className={styles.actions}>
        <button
          ref={cancel}
          type="button"
          className="btn btn-secondary"
          onClick={() => onClose(false)}
        >
          {t("common.cancel")}
        </button>
        <button
          type="button"
          className={`btn ${danger ? "btn-danger" : "btn-primary"}`}
          onClick={() => onClose(true)}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
};

/**
 * A promise-based confirmation for a component: render `dialog` somewhere in it, then
 * `if (await confirm({ … })) …`, as one would use `window.confirm`.
 */
export const useConfirmDialog = (): {
  readonly confirm: (options: ConfirmOptions) => Promise<boolean>;
  readonly dialog: ReactElement | null;
} => {
  const [pending, setPending] = useState<{
    readonly options: ConfirmOptions;
    readonly resolve: (confirmed: boolean) => void;
  }>();
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ options, resolve })),
    [],
  );
  const dialog = pending ? (
    <ConfirmDialog
      {...pending.options}
      onClose={(confirmed) => {
        setPending(undefined);
        pending.resolve(confirmed);
      }}
    />
  ) : null;
  return { confirm, dialog };
};
