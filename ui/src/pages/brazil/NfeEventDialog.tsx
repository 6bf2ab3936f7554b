import { useTranslation } from "react-i18next";
import { FiscalEventDialog } from "./FiscalEventDialog.tsx";

/** What the dialog asks for: a cancellation's justification or a correction letter's text. */
export type NfeEventDialogKind = "cancel" | "correction";

const LIMITS: Readonly<Record<NfeEventDialogKind, { readonly min: number; readonly max: number }>> =
  { cancel: { min: 15, max: 255 }, correction: { min: 15, max: 1000 } };

/**
 * A modal form for an NF-e event: the text SEFAZ keeps (a justification of 15 to 255 characters
 * to cancel, a correction of 15 to 1000), the field's error from the server, and Send.
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
  return (
    <FiscalEventDialog
      title={t(`nfeevents.${kind}.title`)}
      explanation={t(`nfeevents.${kind}.explanation`)}
      label={t(`nfeevents.${kind}.label`)}
      sendLabel={t(`nfeevents.${kind}.send`)}
      danger={kind === "cancel"}
      limits={LIMITS[kind]}
      error={error}
      sending={sending}
      onSend={onSend}
      onClose={onClose}
    />
  );
};
