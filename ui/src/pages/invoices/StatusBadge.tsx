import type { InvoiceStatus } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import styles from "./status-badge.module.css";

/** An invoice's status as a coloured pill with its name (the colour is never the only cue). */
export const StatusBadge = ({ status }: { readonly status: InvoiceStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[status]}`}>{t(`invoices.status.${status}`)}</span>
  );
};
