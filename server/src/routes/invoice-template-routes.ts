import { getInvoiceTemplate, InvoiceTemplate, saveInvoiceTemplate } from "@invoicing/core";
import { defineRoute, jsonResponse } from "./define-route.ts";

const tag = "user";

/** The invoice template of the templates screen: layout and accent colour of every PDF. */
export const invoiceTemplateRoutes = [
  defineRoute({
    method: "get",
    path: "/api/user/invoice-template",
    auth: "required",
    summary: "The invoice template: layout (classic, modern, compact) and accent colour",
    tag,
    response: jsonResponse(InvoiceTemplate),
    errors: {},
    handler: ({ caller }) => getInvoiceTemplate(caller.user.id),
  }),
  defineRoute({
    method: "put",
    path: "/api/user/invoice-template",
    auth: "required",
    summary: "Save the invoice template; every PDF of the user follows it",
    tag,
    body: InvoiceTemplate,
    response: jsonResponse(InvoiceTemplate),
    errors: {},
    handler: ({ caller, body }) => saveInvoiceTemplate({ userId: caller.user.id, template: body }),
  }),
];
