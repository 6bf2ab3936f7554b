export { paymentProvidersLayer } from "./payment-providers-layer.ts";
export { sandboxPaymentProvider } from "./sandbox/sandbox-payment-provider.ts";
export { stripePaymentProvider } from "./stripe/stripe-payment-provider.ts";
export type { StripeSettings } from "./stripe/stripe-settings.ts";
