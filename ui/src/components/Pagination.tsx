import { useTranslation } from "react-i18next";
import styles from "./pagination.module.css";

/**
 * Previous and next buttons around "Page 2 of 5" for a paged list (`{ page, pageSize, total }`
 * of the API). Nothing shows when everything fits on one page.
 */
export const Pagination = ({
  page,
  pageSize,
  total,
  onChange,
}: {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onChange: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t("common.pagination")}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t("common.previous")}
      </button>
      <p aria-live="polite">{t("common.pageof", { page, pages })}</p>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {t("common.next")}
      </button>
    </nav>
  );
};
