import { StripeConnectStatusJson } from "@invoicing/core";
import { Schema } from "effect";
import { api, type CallOptions } from "./client.ts";

/** The seller's Stripe Connect calls (docs/PRODUCT-RULES.md#stripe-connect). */
export const stripeConnectApi = {
  status: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(StripeConnectStatusJson, "/stripe-connect", options),
  start: () => api.post(Schema.Struct({ url: Schema.String }), "/stripe-connect/start"),
  finish: (body: { readonly state: string; readonly code: string }) =>
    api.post(StripeConnectStatusJson, "/stripe-connect/finish", body),
  disconnect: () => api.send("DELETE", "/stripe-connect"),
};
