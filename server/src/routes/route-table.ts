import { authRoutes } from "./auth-routes.ts";
import { brazilRoutes } from "./brazil-routes.ts";
import { catalogueRoutes } from "./catalogue-routes.ts";
import { clientRoutes } from "./client-routes.ts";
import { creditNoteRoutes } from "./credit-note-routes.ts";
import { dashboardRoutes } from "./dashboard-routes.ts";
import { emailRoutes } from "./email-routes.ts";
import { franceRoutes } from "./france-routes.ts";
import { healthRoutes } from "./health-routes.ts";
import { invoicePaymentRecordRoutes } from "./invoice-payment-record-routes.ts";
import { invoiceRoutes } from "./invoice-routes.ts";
import { invoiceTemplateRoutes } from "./invoice-template-routes.ts";
import { jobRoutes } from "./job-routes.ts";
import { lifecycleRoutes } from "./lifecycle-routes.ts";
import { nfseRoutes } from "./nfse-routes.ts";
import { openApiRoutes } from "./openapi-routes.ts";
import { outboxRoutes } from "./outbox-routes.ts";
import { payLinkRoutes } from "./pay-link-routes.ts";
import { paymentRoutes } from "./payment-routes.ts";
import { quoteRoutes } from "./quote-routes.ts";
import { receivedInvoiceRoutes } from "./received-invoice-routes.ts";
import { recurringInvoiceRoutes } from "./recurring-invoice-routes.ts";
import { reportRoutes } from "./report-routes.ts";
import type { Route } from "./route.ts";
import { sandboxRoutes } from "./sandbox-routes.ts";
import { stripeConnectRoutes } from "./stripe-connect-routes.ts";
import { uploadRoutes } from "./upload-routes.ts";
import { userRoutes } from "./user-routes.ts";

/**
 * Every route of the API, in matching order (a fixed path such as `/api/invoices/export.csv`
 * before `/api/invoices/:id`). The router mounts it, the OpenAPI document describes it, and the
 * tests derive their isolation and anonymous-access matrices from it.
 */
export const routeTable: ReadonlyArray<Route> = [
  ...healthRoutes,
  ...openApiRoutes(() => routeTable),
  ...authRoutes,
  ...userRoutes,
  ...invoiceTemplateRoutes,
  ...uploadRoutes,
  ...dashboardRoutes,
  ...reportRoutes,
  ...invoiceRoutes,
  ...creditNoteRoutes,
  ...clientRoutes,
  ...catalogueRoutes,
  ...recurringInvoiceRoutes,
  ...emailRoutes,
  ...outboxRoutes,
  ...brazilRoutes,
  ...nfseRoutes,
  ...franceRoutes,
  ...lifecycleRoutes,
  ...receivedInvoiceRoutes,
  ...sandboxRoutes,
  ...paymentRoutes,
  ...invoicePaymentRecordRoutes,
  ...payLinkRoutes,
  ...stripeConnectRoutes,
  ...quoteRoutes,
  ...jobRoutes,
];
