import {
  ClientNotFound,
  createRecurringInvoice,
  deleteRecurringInvoice,
  getRecurringInvoice,
  getRecurringSettings,
  listRecurringInvoices,
  pauseRecurringInvoice,
  RecurringInvoiceFinished,
  RecurringInvoiceJson,
  RecurringInvoiceListQuery,
  RecurringInvoiceListResponse,
  RecurringInvoiceNotFound,
  RecurringInvoiceRequest,
  RecurringSettings,
  recurringInvoiceToJson,
  resumeRecurringInvoice,
  saveRecurringSettings,
  UserNotFound,
  updateRecurringInvoice,
  ValidationFailed,
} from "@invoicing/core";
import { Effect } from "effect";
import { defineRoute, emptyResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "recurring invoices";
const recurringId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) =>
    new RecurringInvoiceNotFound({ id: rawId(raw) }),
};

/** The user's recurring invoices (docs/PRODUCT-RULES.md#recurring-invoices). */
export const recurringInvoiceRoutes = [
  defineRoute({
    method: "get",
    path: "/api/recurring-invoices/settings",
    auth: "required",
    summary: "The catch-up mode after downtime: one invoice per missed period, or the latest only",
    tag,
    response: jsonResponse(RecurringSettings),
    errors: {},
    handler: ({ caller }) => getRecurringSettings(caller.user.id),
  }),
  defineRoute({
    method: "put",
    path: "/api/recurring-invoices/settings",
    auth: "required",
    summary: "Choose the catch-up mode after downtime",
    tag,
    body: RecurringSettings,
    response: jsonResponse(RecurringSettings),
    errors: {},
    handler: ({ caller, body }) =>
      saveRecurringSettings({ userId: caller.user.id, settings: body }),
  }),
  defineRoute({
    method: "get",
    path: "/api/recurring-invoices",
    auth: "required",
    summary: "One page of recurring invoices, next due first, with their next date and last result",
    tag,
    query: RecurringInvoiceListQuery,
    response: jsonResponse(RecurringInvoiceListResponse),
    errors: {},
    handler: ({ caller, query }) =>
      listRecurringInvoices({ userId: caller.user.id, query }).pipe(
        Effect.map((page) => ({ ...page, data: page.data.map(recurringInvoiceToJson) })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/recurring-invoices",
    auth: "required",
    summary: "Create a recurring invoice: client, lines, frequency and day, start, end or count",
    tag,
    body: RecurringInvoiceRequest,
    response: jsonResponse(RecurringInvoiceJson, 201),
    errors: { UserNotFound, ValidationFailed },
    handler: ({ caller, body }) =>
      createRecurringInvoice({ userId: caller.user.id, request: body }).pipe(
        Effect.map(recurringInvoiceToJson),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/recurring-invoices/:id",
    auth: "required",
    summary: "One recurring invoice with its next date and last result",
    tag,
    params: recurringId,
    response: jsonResponse(RecurringInvoiceJson),
    errors: { RecurringInvoiceNotFound },
    handler: ({ caller, params }) =>
      getRecurringInvoice({ userId: caller.user.id, id: params.id }).pipe(
        Effect.map(recurringInvoiceToJson),
      ),
  }),
  defineRoute({
    method: "put",
    path: "/api/recurring-invoices/:id",
    auth: "required",
    summary: "Edit the future occurrences of a recurring invoice; issued invoices stay as they are",
    tag,
    params: recurringId,
    body: RecurringInvoiceRequest,
    response: jsonResponse(RecurringInvoiceJson),
    errors: { RecurringInvoiceNotFound, UserNotFound, ValidationFailed },
    handler: ({ caller, params, body }) =>
      updateRecurringInvoice({ userId: caller.user.id, id: params.id, request: body }).pipe(
        Effect.map(recurringInvoiceToJson),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/recurring-invoices/:id/pause",
    auth: "required",
    summary: "Pause a recurring invoice: nothing is issued until it is resumed",
    tag,
    params: recurringId,
    response: jsonResponse(RecurringInvoiceJson),
    errors: { ClientNotFound, RecurringInvoiceNotFound },
    handler: ({ caller, params }) =>
      pauseRecurringInvoice({ userId: caller.user.id, id: params.id }).pipe(
        Effect.map(recurringInvoiceToJson),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/recurring-invoices/:id/resume",
    auth: "required",
    summary: "Resume a paused recurring invoice from today on; the paused periods are skipped",
    tag,
    params: recurringId,
    response: jsonResponse(RecurringInvoiceJson),
    errors: { ClientNotFound, RecurringInvoiceFinished, RecurringInvoiceNotFound, UserNotFound },
    handler: ({ caller, params }) =>
      resumeRecurringInvoice({ userId: caller.user.id, id: params.id }).pipe(
        Effect.map(recurringInvoiceToJson),
      ),
  }),
  defineRoute({
    method: "delete",
    path: "/api/recurring-invoices/:id",
    auth: "required",
    summary: "Delete a recurring invoice; the invoices it issued stay",
    tag,
    params: recurringId,
    response: emptyResponse,
    errors: { RecurringInvoiceNotFound },
    handler: ({ caller, params }) =>
      deleteRecurringInvoice({ userId: caller.user.id, id: params.id }),
  }),
];
