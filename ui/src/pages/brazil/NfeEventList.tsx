import type { NfeEventListed } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { brazilApi } from "../../api/brazil-api.ts";
import { Icon } from "../../components/Icon.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { saveFile } from "../invoices/save-file.ts";
import styles from "./brazil.module.css";

/**
 * NF-e events as SEFAZ answered them: kind (and the range of a voiding), code and reason, when
 * sent, and the event's XML to download.
 */
export const NfeEventList = ({ events }: { readonly events: ReadonlyArray<NfeEventListed> }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const format = useFormatters();

  const download = async (event: NfeEventListed) => {
    try {
      const file = await brazilApi.eventXml(event.xmlUrl);
      saveFile(file.blob, file.filename ?? `nfe-event-${event.id}.xml`);
    } catch (error) {
      toast.error(errorText(error, "nfeevents.downloadfailed"));
    }
  };

  return (
    <ol className={styles.submissions} aria-label={t("nfeevents.list")}>
      {events.map((event) => (
        <li key={event.id} className={styles.submission}>
          <div className={styles.submissionLine}>
            <span
              className={`${styles.status} ${event.registered ? styles.authorized : styles.rejected}`}
            >
              {event.cStat}
            </span>
            <span className={styles.reason}>{event.xMotivo}</span>
          </div>
          <div className={styles.submissionLine}>
            <span className={styles.tag}>
              {event.kind === "voiding"
                ? t("nfeevents.kinds.voiding", {
                    serie: event.serie,
                    from: event.from,
                    to: event.to,
                  })
                : t(`nfeevents.kinds.${event.kind}`, { sequence: event.sequence })}
            </span>
            {event.sandbox ? (
              <span className={styles.tag}>{t("brazil.submission.sandbox")}</span>
            ) : null}
            <span className={styles.muted}>{format.dateTime(event.sentAt)}</span>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void download(event)}
            >
              <Icon name="download" size={18} />
              {t("nfeevents.downloadxml")}
            </button>
          </div>
          <p className={styles.muted}>{event.text}</p>
        </li>
      ))}
    </ol>
  );
};
