const digitsOf = (value: string): number[] => Array.from(value, Number);

/** Luhn sum of a digit string: every second digit from the right is doubled (minus 9 above 9). */
export const luhnSum = (digits: string): number =>
  digitsOf(digits)
    .reverse()
    .reduce((sum, digit, index) => {
      if (index % 2 === 0) return sum + digit;
      const doubled = digit * 2;
      return sum + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);

/** True when a digit string (key included) passes the Luhn check. */
export const isLuhnValid = (digits: string): boolean => luhnSum(digits) % 10 === 0;

/** The Luhn key digit to append to a digit string. */
export const luhnCheckDigit = (payload: string): number =>
  (10 - (luhnSum(`${payload}0`) % 10)) % 10;
