import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../../components/confirm-dialog.module.css";
import { SelectField } from "../../components/SelectField.tsx";
import { TextAreaField } from "../../components/TextAreaField.tsx";

/** Why an NFS-e is cancelled: 1 an error in issuing it, 2 the service was not rendered, 9 other. */
export type NfseCancellationReason = "1" | "2" | "9";

const LIMITS = { min: 15, max: 255 } as const;

/**
 * A modal form to cancel an NFS-e: the reason and the justification (15 to 255 characters) the
 * national system keeps, the field's error from the server, and Send. A native `<dialog>`, so
 * Escape closes it.
 */
export const NfseCancelDialog = ({
  error,
  sending,
  onSend,
  onClose,
}: {
  readonly error: string | undefined;
  readonly sending: boolean;
  readonly onSend: (reason: NfseCancellationReason, justification: string) => void;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState<NfseCancellationReason>("1");
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
          onSend(reason, text);
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {t("brazil.nfse.cancel.title")}
        </h2>
        <p>{t("brazil.nfse.cancel.explanation")}</p>
        <SelectField
          label={t("brazil.nfse.cancel.reason")}
          value={reason}
          onChange={setReason}
          choices={(["1", "2", "9"] as const).map((value) => ({
            value,
            label: t(`brazil.nfse.cancel.reasons.r${value}`),
          }))}
        />
        <TextAreaField
          label={t("brazil.nfse.cancel.label")}
          hint={t("nfeevents.length", { min: LIMITS.min, max: LIMITS.max, count: text.length })}
          error={error}
          value={text}
          onChange={setText}
          maxLength={LIMITS.max}
          rows={4}
          required
        />
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="btn btn-danger" disabled={sending}>
            {t(sending ? "nfeevents.sending" : "brazil.nfse.cancel.send")}
          </button>
        </div>
      </form>
    </dialog>
  );
};
