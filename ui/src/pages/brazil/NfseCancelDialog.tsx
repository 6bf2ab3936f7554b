import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../components/SelectField.tsx";
import { FiscalEventDialog } from "./FiscalEventDialog.tsx";

/** Why an NFS-e is cancelled: 1 an error in issuing it, 2 the service was not rendered, 9 other. */
export type NfseCancellationReason = "1" | "2" | "9";

const LIMITS = { min: 15, max: 255 } as const;

/**
 * A modal form to cancel an NFS-e: the reason and the justification (15 to 255 characters) the
 * national system keeps, the field's error from the server, and Send.
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
  const [reason, setReason] = useState<NfseCancellationReason>("1");
  return (
    <FiscalEventDialog
      title={t("brazil.nfse.cancel.title")}
      explanation={t("brazil.nfse.cancel.explanation")}
      label={t("brazil.nfse.cancel.label")}
      sendLabel={t("brazil.nfse.cancel.send")}
      danger
      limits={LIMITS}
      error={error}
      sending={sending}
      onSend={(text) => onSend(reason, text)}
      onClose={onClose}
    >
      <SelectField
        label={t("brazil.nfse.cancel.reason")}
        value={reason}
        onChange={setReason}
        choices={(["1", "2", "9"] as const).map((value) => ({
          value,
          label: t(`brazil.nfse.cancel.reasons.r${value}`),
        }))}
      />
    </FiscalEventDialog>
  );
};
