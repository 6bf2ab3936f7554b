import { useAtom, useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { userAtom } from "../auth/session.ts";
import { Icon } from "../components/Icon.tsx";
import { LanguageSelect } from "../components/LanguageSelect.tsx";
import styles from "./layout.module.css";
import { SIDEBAR_ID } from "./Sidebar.tsx";
import { sidebarOpenAtom } from "./sidebar-state.ts";
import { UserMenu } from "./UserMenu.tsx";

/** The bar across the top: menu button, brand, new-invoice button and user menu (or sign-in). */
export const TopBar = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const user = useAtomValue(userAtom);
  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={SIDEBAR_ID}
        aria-label={t(open ? "layout.closemenu" : "layout.openmenu")}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name={open ? "close" : "menu"} />
      </button>
      <Link href="/" className={styles.brand}>
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>{t("common.appname")}</span>
      </Link>
      <div className={styles.topActions}>
        {user ? (
          <>
            <Link
              href="/invoices/new"
              className="btn btn-primary"
              aria-label={t("layout.newinvoice")}
            >
              <Icon name="plus" size={18} />
              <span className={styles.wideOnly}>{t("layout.newinvoice")}</span>
            </Link>
            <UserMenu user={user} />
          </>
        ) : (
          <>
            <LanguageSelect />
            <Link href="/login" className="btn btn-secondary">
              {t("layout.nav.login")}
            </Link>
          </>
        )}
      </div>
    </header>
  );
};
