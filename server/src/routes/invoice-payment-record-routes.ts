import {
  CancelRequiresCreditNote,
  deleteInvoicePayment,
  InvalidStatusTransition,
  InvoiceIssuedLocked,
  InvoiceNotFound,
  InvoiceNotPayable,
  InvoicePaymentNotFound,
  InvoicePaymentsResponse,
  invoicePaymentJson,
  invoicePaymentsResponse,
  listInvoicePayments,
  PaymentExceedsBalance,
  RecordInvoicePaymentRequest,
  recordInvoicePayment,
  UserNotFound,
  ValidationFailed,
} from "@invoicing/core";
import { Effect, Schema } from "effect";
import { defineRoute, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "invoice payments";

const uuid = IdParams.fields.id;

const invoiceId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};

const paymentParams = {
  schema: Schema.Struct({ id: uuid, paymentId: uuid }),
  notFound: (raw: Readonly<Record<string, string>>) =>
    raw.id !== undefined && IdParams.fields.id.pipe(Schema.is)(raw.id)
      ? new InvoicePaymentNotFound({ id: raw.paymentId ?? "" })
      : new InvoiceNotFound({ id: rawId(raw) }),
};

const guardErrors = { CancelRequiresCreditNote, InvalidStatusTransition, InvoiceIssuedLocked };

/**
 * Payments recorded on an invoice (docs/PRODUCT-RULES.md#invoice-payments): the list with the
 * balance, recording a full or partial payment, and deleting a mistaken one.
 */
export const invoicePaymentRecordRoutes = [
  defineRoute({
    method: "get",
    // Not `…/payments`: `/api/invoices/../payments` would be the plan payments' list.
    path: "/api/invoices/:id/payments/summary",
    auth: "required",
    summary: "An invoice's payments (deleted ones too), what its credit notes credit, its balance",
    tag,
    params: invoiceId,
    response: jsonResponse(InvoicePaymentsResponse),
    errors: { InvoiceNotFound },
    handler: ({ caller, params }) =>
      listInvoicePayments({ userId: caller.user.id, invoiceId: params.id }).pipe(
        Effect.map(invoicePaymentsResponse),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/invoices/:id/payments",
    auth: "required",
    summary: "Record a full or partial payment; the one leaving nothing due marks the invoice paid",
    tag,
    params: invoiceId,
    body: RecordInvoicePaymentRequest,
    response: jsonResponse(InvoicePaymentsResponse, 201),
    errors: {
      ...guardErrors,
      InvoiceNotFound,
      InvoiceNotPayable,
      PaymentExceedsBalance,
      UserNotFound,
      ValidationFailed,
    },
    handler: ({ caller, params, body }) =>
      recordInvoicePayment({ userId: caller.user.id, invoiceId: params.id, request: body }).pipe(
        Effect.map(({ payment, ...state }) => ({
          ...invoicePaymentsResponse(state),
          ...(payment === null ? {} : { payment: invoicePaymentJson(payment) }),
        })),
      ),
  }),
  defineRoute({
    method: "delete",
    path: "/api/invoices/:id/payments/:paymentId",
    auth: "required",
    summary: "Delete a mistaken payment: kept in the history, it counts no more",
    tag,
    params: paymentParams,
    response: jsonResponse(InvoicePaymentsResponse),
    errors: { ...guardErrors, InvoiceNotFound, InvoicePaymentNotFound, UserNotFound },
    handler: ({ caller, params }) =>
      deleteInvoicePayment({
        userId: caller.user.id,
        invoiceId: params.id,
        paymentId: params.paymentId,
      }).pipe(Effect.map(invoicePaymentsResponse)),
  }),
];
