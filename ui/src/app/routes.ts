import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * Who may open a page, and in what frame: `guest` pages (sign-in, sign-up) stand alone and send a
 * signed-in user on; `standalone` pages (password reset) stand alone for anyone; `public` pages sit
 * in the layout for anyone; `member` pages sit in the layout behind sign-in
 * (docs/PRODUCT-RULES.md#screens).
 */
export type Access = "guest" | "standalone" | "public" | "member";

/** A screen of the app: its wouter path, who may open it, and its lazily loaded component. */
export interface PageRoute {
  readonly path: string;
  readonly access: Access;
  readonly page: LazyExoticComponent<ComponentType>;
}

const lazyPage = (load: () => Promise<ComponentType>) =>
  lazy(async () => ({ default: await load() }));

/**
 * Every screen, matched in order (so `/invoices/new` must come before `/invoices/:id`). A path
 * matching none goes to `/` (docs/PRODUCT-RULES.md#screens).
 */
export const routes: ReadonlyArray<PageRoute> = [
  {
    path: "/login",
    access: "guest",
    page: lazyPage(() => import("../pages/auth/LoginPage.tsx").then((m) => m.LoginPage)),
  },
  {
    path: "/register",
    access: "guest",
    page: lazyPage(() => import("../pages/auth/RegisterPage.tsx").then((m) => m.RegisterPage)),
  },
  {
    path: "/forgot-password",
    access: "standalone",
    page: lazyPage(() =>
      import("../pages/auth/ForgotPasswordPage.tsx").then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    path: "/reset-password",
    access: "standalone",
    page: lazyPage(() =>
      import("../pages/auth/ResetPasswordPage.tsx").then((m) => m.ResetPasswordPage),
    ),
  },
  {
    path: "/quote/:token",
    access: "standalone",
    page: lazyPage(() =>
      import("../pages/quote-link/QuoteLinkPage.tsx").then((m) => m.QuoteLinkPage),
    ),
  },
  {
    path: "/quotes",
    access: "member",
    page: lazyPage(() => import("../pages/quotes/QuoteListPage.tsx").then((m) => m.QuoteListPage)),
  },
  {
    path: "/quotes/new",
    access: "member",
    page: lazyPage(() => import("../pages/quotes/QuoteFormPage.tsx").then((m) => m.QuoteFormPage)),
  },
  {
    path: "/quotes/:id/edit",
    access: "member",
    page: lazyPage(() => import("../pages/quotes/QuoteFormPage.tsx").then((m) => m.QuoteFormPage)),
  },
  {
    path: "/quotes/:id",
    access: "member",
    page: lazyPage(() =>
      import("../pages/quotes/QuoteDetailPage.tsx").then((m) => m.QuoteDetailPage),
    ),
  },
  {
    path: "/pay/:token",
    access: "standalone",
    page: lazyPage(() => import("../pages/pay/PayRoutePage.tsx").then((m) => m.PayRoutePage)),
  },
  {
    path: "/",
    access: "member",
    page: lazyPage(() =>
      import("../pages/dashboard/DashboardPage.tsx").then((m) => m.DashboardPage),
    ),
  },
  {
    path: "/dashboard",
    access: "member",
    page: lazyPage(() =>
      import("../pages/dashboard/DashboardPage.tsx").then((m) => m.DashboardPage),
    ),
  },
  {
    path: "/received-invoices",
    access: "member",
    page: lazyPage(() =>
      import("../pages/purchases/ReceivedInvoiceListPage.tsx").then(
        (m) => m.ReceivedInvoiceListPage,
      ),
    ),
  },
  {
    path: "/received-invoices/:id",
    access: "member",
    page: lazyPage(() =>
      import("../pages/purchases/ReceivedInvoiceDetailPage.tsx").then(
        (m) => m.ReceivedInvoiceDetailPage,
      ),
    ),
  },
  {
    path: "/invoices",
    access: "member",
    page: lazyPage(() =>
      import("../pages/invoices/InvoiceListPage.tsx").then((m) => m.InvoiceListPage),
    ),
  },
  {
    path: "/invoices/new",
    access: "member",
    page: lazyPage(() =>
      import("../pages/invoices/InvoiceFormPage.tsx").then((m) => m.InvoiceFormPage),
    ),
  },
  {
    path: "/invoices/templates",
    access: "member",
    page: lazyPage(() =>
      import("../pages/templates/TemplatesPage.tsx").then((m) => m.TemplatesPage),
    ),
  },
  {
    path: "/invoices/:id/edit",
    access: "member",
    page: lazyPage(() =>
      import("../pages/invoices/InvoiceFormPage.tsx").then((m) => m.InvoiceFormPage),
    ),
  },
  {
    path: "/invoices/:id/payment",
    access: "member",
    page: lazyPage(() =>
      import("../pages/billing/InvoicePaymentPage.tsx").then((m) => m.InvoicePaymentPage),
    ),
  },
  {
    path: "/invoices/:id/credit-note",
    access: "member",
    page: lazyPage(() =>
      import("../pages/credit-notes/CreditNoteFormPage.tsx").then((m) => m.CreditNoteFormPage),
    ),
  },
  {
    path: "/invoices/:id",
    access: "member",
    page: lazyPage(() =>
      import("../pages/invoices/InvoiceDetailPage.tsx").then((m) => m.InvoiceDetailPage),
    ),
  },
  {
    path: "/credit-notes",
    access: "member",
    page: lazyPage(() =>
      import("../pages/credit-notes/CreditNoteListPage.tsx").then((m) => m.CreditNoteListPage),
    ),
  },
  {
    path: "/credit-notes/:id",
    access: "member",
    page: lazyPage(() =>
      import("../pages/credit-notes/CreditNoteDetailPage.tsx").then((m) => m.CreditNoteDetailPage),
    ),
  },
  {
    path: "/reports",
    access: "member",
    page: lazyPage(() => import("../pages/reports/ReportsPage.tsx").then((m) => m.ReportsPage)),
  },
  {
    path: "/clients",
    access: "member",
    page: lazyPage(() =>
      import("../pages/clients/ClientListPage.tsx").then((m) => m.ClientListPage),
    ),
  },
  {
    path: "/recurring-invoices",
    access: "member",
    page: lazyPage(() =>
      import("../pages/recurring/RecurringInvoicesPage.tsx").then((m) => m.RecurringInvoicesPage),
    ),
  },
  {
    path: "/catalogue",
    access: "member",
    page: lazyPage(() =>
      import("../pages/catalogue/CataloguePage.tsx").then((m) => m.CataloguePage),
    ),
  },
  {
    path: "/clients/new",
    access: "member",
    page: lazyPage(() =>
      import("../pages/clients/ClientFormPage.tsx").then((m) => m.ClientFormPage),
    ),
  },
  {
    path: "/clients/:id/edit",
    access: "member",
    page: lazyPage(() =>
      import("../pages/clients/ClientFormPage.tsx").then((m) => m.ClientFormPage),
    ),
  },
  {
    path: "/settings",
    access: "member",
    page: lazyPage(() => import("../pages/settings/SettingsPage.tsx").then((m) => m.SettingsPage)),
  },
  {
    path: "/outbox",
    access: "member",
    page: lazyPage(() => import("../pages/outbox/OutboxPage.tsx").then((m) => m.OutboxPage)),
  },
  {
    path: "/france-settings",
    access: "member",
    page: lazyPage(() =>
      import("../pages/france/FranceSettingsPage.tsx").then((m) => m.FranceSettingsPage),
    ),
  },
  {
    path: "/brazil-settings",
    access: "member",
    page: lazyPage(() =>
      import("../pages/brazil/BrazilSettingsPage.tsx").then((m) => m.BrazilSettingsPage),
    ),
  },
  {
    path: "/sandbox-settings",
    access: "member",
    page: lazyPage(() =>
      import("../pages/sandbox/SandboxSettingsPage.tsx").then((m) => m.SandboxSettingsPage),
    ),
  },
  {
    path: "/profile",
    access: "member",
    page: lazyPage(() => import("../pages/profile/ProfilePage.tsx").then((m) => m.ProfilePage)),
  },
  {
    path: "/pricing-payment",
    access: "member",
    page: lazyPage(() =>
      import("../pages/billing/PricingPaymentPage.tsx").then((m) => m.PricingPaymentPage),
    ),
  },
  {
    path: "/pricing",
    access: "public",
    page: lazyPage(() => import("../pages/pricing/PricingPage.tsx").then((m) => m.PricingPage)),
  },
  {
    path: "/terms",
    access: "public",
    page: lazyPage(() => import("../pages/legal/LegalPages.tsx").then((m) => m.TermsPage)),
  },
  {
    path: "/privacy",
    access: "public",
    page: lazyPage(() => import("../pages/legal/LegalPages.tsx").then((m) => m.PrivacyPage)),
  },
  {
    path: "/refund",
    access: "public",
    page: lazyPage(() => import("../pages/legal/LegalPages.tsx").then((m) => m.RefundPage)),
  },
];
