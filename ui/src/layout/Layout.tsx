import { useAtom } from "jotai";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import styles from "./layout.module.css";
import { SandboxBanner } from "./SandboxBanner.tsx";
import { Sidebar } from "./Sidebar.tsx";
import { OVERLAY_SIDEBAR_QUERY, sidebarOpenAtom } from "./sidebar-state.ts";
import { TopBar } from "./TopBar.tsx";

/** The frame of every page but the stand-alone ones: top bar, sidebar and the page itself. */
export const Layout = ({ children }: { readonly children: ReactNode }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(sidebarOpenAtom);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape" && window.matchMedia(OVERLAY_SIDEBAR_QUERY).matches) {
        setOpen(false);
      }
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, setOpen]);

  return (
    <div className={styles.shell} data-sidebar={open ? "open" : "closed"}>
      <a className="skip-link" href="#main">
        {t("layout.skiptocontent")}
      </a>
      <TopBar />
      <Sidebar />
      {open ? (
        <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} />
      ) : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        <SandboxBanner />
        {children}
      </main>
    </div>
  );
};
