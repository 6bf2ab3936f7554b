/**
 * `numerator / denominator` rounded to an integer, halves away from zero ("commercial" rounding).
 * For the non-negative amounts of an invoice this equals the XPath `round()` the EN 16931
 * schematron applies in BR-CO-17 and BR-S-08. Exact: it works on bigints, never on floats.
 */
export const divideRounded = (numerator: bigint, denominator: bigint): bigint => {
  if (denominator === 0n) throw new RangeError("divideRounded: denominator is zero");
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
};

/** A bigint as a number, refusing one outside the safe-integer range (a broken precondition). */
export const toSafeNumber = (value: bigint): number => {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${value} is not a safe integer`);
  return result;
};
