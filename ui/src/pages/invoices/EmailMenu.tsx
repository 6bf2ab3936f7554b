import type { EmailMethod } from "@invoicing/core";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/Icon.tsx";
import styles from "./invoice-detail.module.css";

const methods: ReadonlyArray<EmailMethod> = ["smtp", "resend"];

/**
 * The "Send by e-mail" button and its choice of transport, SMTP or Resend
 * (docs/PRODUCT-RULES.md#email): a disclosure that closes on Escape, on a click elsewhere and once
 * a method is chosen.
 */
export const EmailMenu = ({
  busy,
  onSend,
}: {
  readonly busy: boolean;
  readonly onSend: (method: EmailMethod) => void;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOutside);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOutside);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.menuRoot}>
      <button
        ref={button}
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={busy}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name="mail" size={18} />
        {busy ? t("invoicedetail.sending") : t("invoicedetail.sendemail")}
        <Icon name="chevron" size={16} />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {methods.map((method) => (
          <li key={method}>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onSend(method);
              }}
            >
              {t(`invoicedetail.sendwith.${method}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};
