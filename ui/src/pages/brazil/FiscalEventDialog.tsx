import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../../components/confirm-dialog.module.css";
import { TextAreaField } from "../../components/TextAreaField.tsx";

/**
 * The modal form of an NF-e or NFS-e event: a title, an explanation, any fields of its own
 * (`children`), the text the tax authority keeps (its length between `limits`), the field's error
 * from the server, and Send. A native `<dialog>`, so Escape closes it.
 */
export const FiscalEventDialog = ({
  title,
  explanation,
  label,
  sendLabel,
  danger,
  limits,
  error,
  sending,
  onSend,
  onClose,
  children,
}: {
  readonly title: string;
  readonly explanation: string;
  readonly label: string;
  readonly sendLabel: string;
  readonly danger: boolean;
  readonly limits: { readonly min: number; readonly max: number };
  readonly error: string | undefined;
  readonly sending: boolean;
  readonly onSend: (text: string) => void;
  readonly onClose: () => void;
  readonly children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [text, setText] = useState("");

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(text);
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p>{explanation}</p>
        {children}
        <TextAreaField
          label={label}
          hint={t("nfeevents.length", { min: limits.min, max: limits.max, count: text.length })}
          error={error}
          value={text}
          onChange={setText}
          maxLength={limits.max}
          rows={4}
          required
        />
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button
            type="submit"
            className={`btn ${danger ? "btn-danger" : "btn-primary"}`}
            disabled={sending}
          >
            {sending ? t("nfeevents.sending") : sendLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
};
