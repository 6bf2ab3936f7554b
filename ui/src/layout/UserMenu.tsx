import { avatarInitials, languages, type User } from "@invoicing/core";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useLanguageChoice } from "../auth/use-language-choice.ts";
import { useSignOut } from "../auth/use-sign-out.ts";
import { Icon } from "../components/Icon.tsx";
import { languageNames } from "../i18n/languages.ts";
import styles from "./layout.module.css";

/**
 * The avatar button and its menu: profile, settings, the seven languages, sign-out. It closes on
 * Escape (focus back on the button), on a click outside and once an entry is chosen.
 */
export const UserMenu = ({ user }: { readonly user: User }) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const chooseLanguage = useLanguageChoice();
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.userMenu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {avatarInitials(user)}
        </span>
        <span className="visually-hidden">
          {t("layout.usermenu", { name: user.name || user.email })}
        </span>
        <Icon name="chevron" size={16} />
      </button>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <div className={styles.menuHeader}>
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </div>
        <Link href="/profile" className={styles.menuItem} onClick={() => setOpen(false)}>
          <Icon name="user" size={18} />
          {t("layout.profile")}
        </Link>
        <Link href="/settings" className={styles.menuItem} onClick={() => setOpen(false)}>
          <Icon name="settings" size={18} />
          {t("layout.settings")}
        </Link>
        <fieldset className={styles.menuGroup}>
          <legend className={styles.menuGroupHeading}>
            <Icon name="globe" size={16} />
            {t("layout.language")}
          </legend>
          {languages.map((language) => (
            <button
              key={language}
              type="button"
              lang={language}
              className={styles.menuItem}
              aria-pressed={i18n.language === language}
              onClick={() => {
                setOpen(false);
                void chooseLanguage(language);
              }}
            >
              <span className={styles.menuCheck}>
                {i18n.language === language ? <Icon name="check" size={16} /> : null}
              </span>
              {languageNames[language]}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className={styles.menuItem}
          onClick={() => {
            setOpen(false);
            void signOut();
          }}
        >
          <Icon name="logout" size={18} />
          {t("layout.logout")}
        </button>
      </div>
    </div>
  );
};
