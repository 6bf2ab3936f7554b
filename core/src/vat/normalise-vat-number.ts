/** Uppercases a VAT number and drops the spaces, dots and hyphens people type in it. */
export const normaliseVatNumber = (value: string): string =>
  value.replace(/[\s.-]/gu, "").toUpperCase();
