import type { IconName } from "../components/Icon.tsx";

/** A link of the sidebar; `label` is an i18n key. */
export interface NavLink {
  readonly href: string;
  readonly label: string;
  readonly icon: IconName;
}

/** A group of links that folds under its own button. */
export interface NavGroup {
  readonly label: string;
  readonly icon: IconName;
  readonly links: ReadonlyArray<NavLink>;
  /** Unfolded when the sidebar first shows, even if none of its links is the current page. */
  readonly unfolded?: boolean;
}

/** A section of the sidebar, under an optional heading (an i18n key). */
export interface NavSection {
  readonly heading?: string;
  readonly items: ReadonlyArray<NavLink | NavGroup>;
}

/** True for a group of links rather than a single link. */
export const isGroup = (item: NavLink | NavGroup): item is NavGroup => "links" in item;

const pricing: NavLink = { href: "/pricing", label: "layout.nav.pricing", icon: "pricing" };

const legal: NavGroup = {
  label: "layout.nav.legal",
  icon: "legal",
  links: [
    { href: "/terms", label: "layout.nav.terms", icon: "legal" },
    { href: "/privacy", label: "layout.nav.privacy", icon: "legal" },
    { href: "/refund", label: "layout.nav.refund", icon: "legal" },
  ],
};

/** The sidebar of a signed-in user: every group and link of docs/PRODUCT-RULES.md#screens. */
export const memberNavigation: ReadonlyArray<NavSection> = [
  {
    items: [
      { href: "/", label: "layout.nav.dashboard", icon: "dashboard" },
      {
        label: "layout.nav.invoices",
        icon: "invoice",
        unfolded: true,
        links: [
          { href: "/invoices", label: "layout.nav.allinvoices", icon: "invoice" },
          { href: "/invoices/new", label: "layout.nav.newinvoice", icon: "plus" },
          { href: "/credit-notes", label: "layout.nav.creditnotes", icon: "invoice" },
          { href: "/recurring-invoices", label: "layout.nav.recurring", icon: "invoice" },
          { href: "/invoices/templates", label: "layout.nav.templates", icon: "template" },
        ],
      },
      { href: "/received-invoices", label: "layout.nav.receivedinvoices", icon: "invoice" },
      { href: "/clients", label: "layout.nav.clients", icon: "clients" },
      { href: "/catalogue", label: "layout.nav.catalogue", icon: "template" },
      { href: "/reports", label: "layout.nav.reports", icon: "reports" },
      { href: "/settings", label: "layout.nav.settings", icon: "settings" },
    ],
  },
  {
    heading: "layout.nav.einvoicing",
    items: [
      { href: "/france-settings", label: "layout.nav.francesettings", icon: "flag" },
      { href: "/brazil-settings", label: "layout.nav.brazilsettings", icon: "flag" },
      { href: "/sandbox-settings", label: "layout.nav.sandboxsettings", icon: "sandbox" },
    ],
  },
  { items: [pricing, legal] },
  {
    heading: "layout.nav.quickactions",
    items: [
      { href: "/invoices/new", label: "layout.nav.newinvoice", icon: "plus" },
      { href: "/clients/new", label: "layout.nav.newclient", icon: "plus" },
    ],
  },
];

/** The sidebar of a visitor on a public page: what is open without an account. */
export const visitorNavigation: ReadonlyArray<NavSection> = [
  { items: [pricing, legal] },
  {
    items: [
      { href: "/login", label: "layout.nav.login", icon: "user" },
      { href: "/register", label: "layout.nav.register", icon: "plus" },
    ],
  },
];
