/** The value at `fraction` (0.99 for p99) of ascending `sorted` values, NaN when there are none. */
export const percentile = (sorted: ReadonlyArray<number>, fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
