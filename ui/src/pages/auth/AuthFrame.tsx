import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { usePageTitle } from "../../app/use-page-title.ts";
import { LanguageSelect } from "../../components/LanguageSelect.tsx";
import styles from "./auth.module.css";

/** The frame of the account pages: brand and language switch, a titled card, legal links. */
export const AuthFrame = ({
  title,
  subtitle,
  wide = false,
  children,
  footer,
}: {
  readonly title: string;
  readonly subtitle?: string | undefined;
  readonly wide?: boolean;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}) => {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <Link href="/login" className={styles.brand}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          {t("common.appname")}
        </Link>
        <LanguageSelect />
      </header>
      <main className={styles.main}>
        <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
          <div className={styles.title}>
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </main>
      <footer className={styles.legal}>
        <Link href="/pricing">{t("layout.nav.pricing")}</Link>
        <Link href="/terms">{t("layout.nav.terms")}</Link>
        <Link href="/privacy">{t("layout.nav.privacy")}</Link>
        <Link href="/refund">{t("layout.nav.refund")}</Link>
      </footer>
    </div>
  );
};
