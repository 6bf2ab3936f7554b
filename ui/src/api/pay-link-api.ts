import type { PayLinkCard, PublicInvoice } from "@invoicing/core";
import i18next from "i18next";
import { ApiError } from "./api-error.ts";

// The app client's base and timeout (client.ts), repeated so that this page does not load it.
const payPath = (token: string) => `/api/pay/${encodeURIComponent(token)}`;
const API_TIMEOUT_MS = 10_000;

/** Where a pay link's payment stands once confirmed. */
export interface PayLinkConfirmation {
  readonly status: string;
  readonly failureReason: string | null;
  readonly invoiceStatus: string;
}

/** A started card payment: what the card form confirms it with. */
export interface StartedPayment {
  readonly clientSecret: string;
  readonly paymentIntentId: string;
}

/** A sandbox card step's outcome. */
export interface SandboxOutcome {
  readonly status: string;
}

export type { PayLinkCard, PublicInvoice };

const field = (body: unknown, name: string): string | undefined => {
  const value =
    typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
};

/**
 * One call of the pay link's page. Unlike the app's client it does not decode answers with the
 * core's schemas: the page is loaded by clients on any phone, and the schema library alone would
 * weigh half its budget (docs/PAY-PAGE.md). Its own origin's JSON is trusted as the server
 * encoded it; failures are the same `ApiError`s the app shows.
 */
const call = async <T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> => {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), API_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (i18next.language) headers["Accept-Language"] = i18next.language;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  try {
    const response = await fetch(path, {
      method,
      headers,
      signal: timeout.signal,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok && answer !== undefined) return answer as T;
    throw new ApiError({
      failure: response.ok ? "answer" : "response",
      status: response.status,
      code: response.ok ? "common.errors.unreadableanswer" : field(answer, "code"),
      message: field(answer, "message"),
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ failure: timeout.signal.aborted ? "timeout" : "network", status: 0 });
  } finally {
    clearTimeout(timer);
  }
};

/** The calls of a pay link's page, made without an account (docs/PRODUCT-RULES.md#pay-links). */
export const payLinkApi = {
  open: (token: string) => call<PublicInvoice>("GET", payPath(token)),
  pdfPath: (token: string) => `${payPath(token)}/pdf`,
  start: (token: string) =>
    call<StartedPayment>("POST", `${payPath(token)}/payments/create-intent`),
  card: (
    token: string,
    paymentIntentId: string,
    card: { readonly number: string; readonly expiry: string; readonly cvc: string },
  ) =>
    call<SandboxOutcome>("POST", `${payPath(token)}/payments/sandbox/confirm`, {
      paymentIntentId,
      ...card,
    }),
  authenticate: (token: string, paymentIntentId: string, approve: boolean) =>
    call<SandboxOutcome>("POST", `${payPath(token)}/payments/sandbox/authenticate`, {
      paymentIntentId,
      approve,
    }),
  confirm: (token: string, paymentIntentId: string) =>
    call<PayLinkConfirmation>("POST", `${payPath(token)}/payments/confirm`, { paymentIntentId }),
};
