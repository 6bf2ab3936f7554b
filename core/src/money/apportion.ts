interface Share {
  readonly index: number;
  readonly weight: bigint;
  readonly floor: bigint;
  readonly remainder: bigint;
}

/** Larger remainder first; then larger weight; then earlier index, so ties depend only on values. */
const byClaim = (a: Share, b: Share): number =>
  a.remainder !== b.remainder
    ? a.remainder > b.remainder
      ? -1
      : 1
    : a.weight !== b.weight
      ? a.weight > b.weight
        ? -1
        : 1
      : a.index - b.index;

/**
 * Splits a non-negative `amount` in proportion to non-negative `weights` by the largest-remainder
 * method: the parts are integers that add up exactly to `amount`, each within one unit of its
 * exact share, and a zero weight gets nothing. All weights zero: all parts zero (amount must be 0).
 */
export const apportion = (
  amount: bigint,
  weights: ReadonlyArray<bigint>,
): ReadonlyArray<bigint> => {
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) {
    if (amount !== 0n) throw new RangeError(`cannot apportion ${amount} over zero weights`);
    return weights.map(() => 0n);
  }
  const shares = weights.map(
    (weight, index): Share => ({
      index,
      weight,
      floor: (amount * weight) / total,
      remainder: (amount * weight) % total,
    }),
  );
  const leftover = amount - shares.reduce((sum, share) => sum + share.floor, 0n);
  const parts = shares.map((share) => share.floor);
  shares.toSorted(byClaim).forEach((share, rank) => {
    if (BigInt(rank) < leftover) parts[share.index] = share.floor + 1n;
  });
  return parts;
};
