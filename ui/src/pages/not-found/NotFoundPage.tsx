import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { usePageTitle } from "../../app/use-page-title.ts";
import styles from "./not-found.module.css";

/**
 * What a page shows when its deep link names nothing (an unknown or deleted invoice or client): a
 * plain statement and the way back to the dashboard. Unknown paths never get here: they go to `/`.
 */
export const NotFoundPage = ({ message }: { readonly message?: string }) => {
  const { t } = useTranslation();
  usePageTitle(t("common.notfound.title"));
  return (
    <div className="page">
      <section className={`card ${styles.notFound}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>{t("common.notfound.title")}</h1>
        <p>{message ?? t("common.notfound.text")}</p>
        <Link href="/" className="btn btn-primary">
          {t("common.notfound.backtodashboard")}
        </Link>
      </section>
    </div>
  );
};
