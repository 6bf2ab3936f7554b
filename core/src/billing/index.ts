export * from "./billing-errors.ts";
export * from "./payment.ts";
export * from "./payment-requests.ts";
export * from "./payment-status.ts";
export * from "./plan.ts";
export * from "./plan-json.ts";
export * from "./refund-window.ts";
export * from "./subscription.ts";
