/** Value of a character in Brazilian check digits: ASCII code − 48 (0–9, then A=17 … Z=42). */
export const checkCharValue = (char: string): number => char.charCodeAt(0) - 48;

/** Sum of character values weighted 2, 3, … from the right, wrapping to 2 after `maxWeight`. */
export const weightedSumFromRight = (chars: string, maxWeight: number): number =>
  Array.from(chars)
    .reverse()
    .reduce((sum, char, index) => sum + checkCharValue(char) * (2 + (index % (maxWeight - 1))), 0);

/** The usual modulo-11 check digit: 11 − (sum mod 11), or 0 when that is 10 or 11. */
export const modulo11Digit = (sum: number): number => {
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
};

/** True when every character of the value is the same one (e.g. 00000000000). */
export const isRepeatedCharacter = (value: string): boolean =>
  value.length > 0 && Array.from(value).every((char) => char === value[0]);
