import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { Icon } from "../../components/Icon.tsx";
import styles from "./billing.module.css";

/** How long the success screen stays before moving on (docs/PRODUCT-RULES.md#payments). */
export const SUCCESS_REDIRECT_MS = 3000;

/**
 * The success screen of a payment (docs/PRODUCT-RULES.md#payments): "Payment successful!", what was
 * paid, and a move to `next` after 3 seconds, with a link to go at once.
 */
export const PaymentSuccess = ({
  message,
  redirectNotice,
  next,
  nextLabel,
}: {
  readonly message: string;
  readonly redirectNotice: string;
  readonly next: string;
  readonly nextLabel: string;
}) => {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => navigate(next), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, next]);

  return (
    <section className={`card ${styles.success}`} aria-live="polite">
      <span className={styles.successIcon}>
        <Icon name="check" size={32} />
      </span>
      <h2 ref={heading} tabIndex={-1}>
        {t("payments.paymentsuccessful")}
      </h2>
      <p>{message}</p>
      <p className={styles.muted}>{redirectNotice}</p>
      <Link href={next} className="btn btn-primary">
        {nextLabel}
      </Link>
    </section>
  );
};
