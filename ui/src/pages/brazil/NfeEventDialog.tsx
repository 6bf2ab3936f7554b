import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../../components/confirm-dialog.module.css";
import { TextAreaField } from "../../components/TextAreaField.tsx";

/** What the dialog asks for: a cancellation's justification or a correction letter's text. */
export type NfeEventDialogKind = "cancel" | "correction";

const LIMITS: Readonly<Record<NfeEventDialogKind, { readonly min: number; readonly max: number }>> =
  { cancel: { min: 15, max: 255 }, correction: { min: 15, max: 1000 } };

/**
 * A modal form for an NF-e event: the text SEFAZ keeps (a justification of 15 to 255 characters
 * to cancel, a correction of 15 to 1000), the field's error from the server, and Send. A native
 * `<dialog>`, so Escape closes it.
 */
export const NfeEventDialog = ({
  kind,
  error,
  sending,
  onSend,
  onClose,
}: {
  readonly kind: NfeEventDialogKind;
  readonly error: string | undefined;
  readonly sending: boolean;
  readonly onSend: (text: string) => void;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [text, setText] = useState("");
  const limits = LIMITS[kind];

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
          {t(`nfeevents.${kind}.title`)}
        </h2>
        <p>{t(`nfeevents.${kind}.explanation`)}</p>
        <TextAreaField
          label={t(`nfeevents.${kind}.label`)}
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
            className={`btn ${kind === "cancel" ? "btn-danger" : "btn-primary"}`}
            disabled={sending}
          >
            {t(sending ? "nfeevents.sending" : `nfeevents.${kind}.send`)}
          </button>
        </div>
      </form>
    </dialog>
  );
};
