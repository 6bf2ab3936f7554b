import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { brazilApi } from "../../api/brazil-api.ts";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useAppQueryClient } from "../../queries/query-client.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./brazil.module.css";
import { NfeEventDialog, type NfeEventDialogKind } from "./NfeEventDialog.tsx";
import { NfeEventList } from "./NfeEventList.tsx";

/**
 * The events of an invoice's authorised NF-e (docs/PRODUCT-RULES.md#nf-e-events): cancel it
 * (which cancels the invoice once SEFAZ registers it) or send a correction letter, each from a
 * dialog asking the text SEFAZ keeps, and the events with SEFAZ's answers and their XML.
 */
export const NfeEventsSection = ({ invoiceId }: { readonly invoiceId: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useAppQueryClient();
  const headingId = useId();
  const [dialog, setDialog] = useState<NfeEventDialogKind>();
  const [fieldError, setFieldError] = useState<string>();
  const [sending, setSending] = useState(false);
  const loaded = useApiQuery({
    queryKey: ["nfe-events", invoiceId],
    queryFn: ({ signal }) => brazilApi.events(invoiceId, { signal }),
  });
  const events = loaded.data?.data ?? [];
  const cancelled = events.some((event) => event.kind === "cancellation" && event.registered);

  const send = async (kind: NfeEventDialogKind, text: string) => {
    setSending(true);
    try {
      const answer =
        kind === "cancel"
          ? await brazilApi.cancelNfe(invoiceId, text)
          : await brazilApi.correctNfe(invoiceId, text);
      const message = t("brazil.submission.answer", { code: answer.cStat, reason: answer.xMotivo });
      if (answer.success) toast.success(message);
      else toast.error(message);
      setDialog(undefined);
      void loaded.refetch();
      if (kind === "cancel")
        void queryClient.invalidateQueries({ queryKey: ["invoice-detail", invoiceId] });
    } catch (error) {
      const field =
        error instanceof ApiError ? (error.fields.justification ?? error.fields.text) : undefined;
      if (field !== undefined) setFieldError(t(field));
      else {
        setDialog(undefined);
        toast.error(errorText(error, "nfeevents.failed"));
      }
    } finally {
      setSending(false);
    }
  };

  const open = (kind: NfeEventDialogKind) => {
    setFieldError(undefined);
    setDialog(kind);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.nfeHeader}>
        <div className={styles.sectionHeader}>
          <h3 id={headingId}>{t("nfeevents.title")}</h3>
          <p>{t(cancelled ? "nfeevents.cancelled" : "nfeevents.description")}</p>
        </div>
        {cancelled ? null : (
          <div className={styles.actions}>
            <button type="button" className="btn btn-secondary" onClick={() => open("correction")}>
              {t("nfeevents.correction.open")}
            </button>
            <button type="button" className="btn btn-danger" onClick={() => open("cancel")}>
              {t("nfeevents.cancel.open")}
            </button>
          </div>
        )}
      </div>
      {events.length > 0 ? <NfeEventList events={events} /> : null}
      {dialog === undefined ? null : (
        <NfeEventDialog
          kind={dialog}
          error={fieldError}
          sending={sending}
          onSend={(text) => void send(dialog, text)}
          onClose={() => setDialog(undefined)}
        />
      )}
    </section>
  );
};
