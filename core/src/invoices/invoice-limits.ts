/** The most items one invoice may hold. */
export const MAX_INVOICE_ITEMS = 1000;

/**
 * The largest line net amount (quantity × unit price) in minor units: a billion dollars or euros,
 * a hundred billion yen. With at most MAX_INVOICE_ITEMS lines and rates up to 100 %, every figure
 * of an invoice then stays below MAX_MINOR_UNITS.
 */
export const MAX_LINE_NET_MINOR_UNITS = 100_000_000_000;
