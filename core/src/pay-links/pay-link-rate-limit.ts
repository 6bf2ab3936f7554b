import type { PublicRateLimit } from "../rate-limits/rate-window.ts";

/**
 * How often a pay link's public routes answer (docs/PRODUCT-RULES.md#pay-links). An address
 * carries more than a token because an office behind one address may pay several invoices at once.
 */
export const PAY_LINK_RATE_LIMIT = {
  windowSeconds: 60,
  perToken: 30,
  perAddress: 60,
} as const satisfies PublicRateLimit;
