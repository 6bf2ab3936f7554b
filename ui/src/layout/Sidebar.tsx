import { useAtomValue, useSetAtom } from "jotai";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { userAtom } from "../auth/session.ts";
import { Icon } from "../components/Icon.tsx";
import styles from "./layout.module.css";
import {
  isGroup,
  memberNavigation,
  type NavGroup,
  type NavLink,
  visitorNavigation,
} from "./navigation.ts";
import { OVERLAY_SIDEBAR_QUERY, sidebarOpenAtom } from "./sidebar-state.ts";

/** The id of the sidebar element, which the menu button controls. */
export const SIDEBAR_ID = "sidebar";

const SidebarLink = ({ link }: { readonly link: NavLink }) => {
  const { t } = useTranslation();
  const [location] = useLocation();
  const setOpen = useSetAtom(sidebarOpenAtom);
  const current = location === link.href;
  return (
    <li>
      <Link
        href={link.href}
        className={styles.navLink}
        aria-current={current ? "page" : undefined}
        onClick={() => {
          // Covering the page, the sidebar has done its job once a link is chosen.
          if (window.matchMedia(OVERLAY_SIDEBAR_QUERY).matches) setOpen(false);
        }}
      >
        <Icon name={link.icon} size={18} />
        <span>{t(link.label)}</span>
      </Link>
    </li>
  );
};

const SidebarGroup = ({ group }: { readonly group: NavGroup }) => {
  const { t } = useTranslation();
  const [location] = useLocation();
  const id = useId();
  const [expanded, setExpanded] = useState(
    () => group.unfolded === true || group.links.some((link) => link.href === location),
  );
  return (
    <li>
      <button
        type="button"
        className={styles.navGroupButton}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((was) => !was)}
      >
        <Icon name={group.icon} size={18} />
        <span>{t(group.label)}</span>
        <span className={styles.chevron} data-expanded={expanded}>
          <Icon name="chevron" size={16} />
        </span>
      </button>
      <ul id={id} className={styles.navSubList} hidden={!expanded}>
        {group.links.map((link) => (
          <SidebarLink key={link.href} link={link} />
        ))}
      </ul>
    </li>
  );
};

/** The sidebar: the member's navigation, or a visitor's on public pages. Closed at first. */
export const Sidebar = () => {
  const { t } = useTranslation();
  const open = useAtomValue(sidebarOpenAtom);
  const user = useAtomValue(userAtom);
  const sections = user ? memberNavigation : visitorNavigation;
  return (
    <aside id={SIDEBAR_ID} className={styles.sidebar} hidden={!open}>
      <nav aria-label={t("layout.nav.main")}>
        {sections.map((section, index) => (
          <div key={section.heading ?? index} className={styles.navSection}>
            {section.heading ? <h2 className={styles.navHeading}>{t(section.heading)}</h2> : null}
            <ul className={styles.navList}>
              {section.items.map((item) =>
                isGroup(item) ? (
                  <SidebarGroup key={item.label} group={item} />
                ) : (
                  <SidebarLink key={item.href} link={item} />
                ),
              )}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
};
