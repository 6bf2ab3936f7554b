/**
 * How often a pay link's public routes answer (docs/PRODUCT-RULES.md#pay-links): requests are
 * counted in fixed windows of a minute, under the link's token and under the caller's address,
 * each with its own ceiling. An address carries more than a token because an office behind one
 * address may pay several invoices at once.
 */
export const PAY_LINK_RATE_LIMIT = {
  windowSeconds: 60,
  perToken: 30,
  perAddress: 60,
} as const;

/** The fixed window an instant falls in, of `windowSeconds`: its start and the seconds left. */
export const rateWindow = (at: Date, windowSeconds: number) => {
  const windowMillis = windowSeconds * 1000;
  const start = Math.floor(at.getTime() / windowMillis) * windowMillis;
  return {
    start: new Date(start),
    secondsLeft: Math.max(1, Math.ceil((start + windowMillis - at.getTime()) / 1000)),
  };
};
