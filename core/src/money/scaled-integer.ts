/**
 * `value × 10^scale` as an exact integer when `value` has at most `scale` decimals, else undefined.
 * It reads the number's shortest decimal form (what JSON showed), so 1.005 gives 1005 at scale 3
 * and never 1004.9999 as a float multiplication would.
 */
export const toScaledInteger = (value: number, scale: number): number | undefined => {
  if (!Number.isFinite(value)) return undefined;
  if (Number.isInteger(value)) return value * 10 ** scale;
  // Non-integers only print with an exponent below 1e-6, i.e. with more than six decimals.
  const match = /^(-?)(\d+)\.(\d+)$/u.exec(String(value));
  if (match === null) return undefined;
  const [, sign = "", whole = "", fraction = ""] = match;
  if (fraction.length > scale) return undefined;
  const digits = `${whole}${fraction.padEnd(scale, "0")}`;
  return Number(`${sign}${digits}`);
};
