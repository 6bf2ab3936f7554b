import type { PublicRateLimit } from "../rate-limits/rate-window.ts";

/**
 * How often a quote's client link answers (docs/QUOTES.md#the-client-link): the pay link's
 * figures, since both are read, and answered, by the same kind of visitor.
 */
export const QUOTE_LINK_RATE_LIMIT = {
  windowSeconds: 60,
  perToken: 30,
  perAddress: 60,
} as const satisfies PublicRateLimit;
