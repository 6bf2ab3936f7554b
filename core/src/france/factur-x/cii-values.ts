/**
 * An amount of `decimals` decimals from integer minor units, as CII writes it: a point, no
 * grouping, exact (1234, 2 → "12.34"; -5, 2 → "-0.05"; 1234, 0 → "1234").
 */
export const ciiAmount = (minor: number, decimals: number): string => {
  const digits = Math.abs(minor)
    .toString()
    .padStart(decimals + 1, "0");
  const sign = minor < 0 ? "-" : "";
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};

/** A VAT rate in percent as CII and the French rules (BR-FR-16) write it: "20", "5.5", "0". */
export const ciiPercent = (rate: number): string => String(rate);

/** A `YYYY-MM-DD` date in the UN/CEFACT format 102, `YYYYMMDD`. */
export const ciiDate = (date: string): string => date.replaceAll("-", "");

// Characters XML 1.0 cannot carry at all (C0 controls but tab, line feed and carriage return;
// lone surrogates; U+FFFE and U+FFFF): a typed one would make the whole document unreadable.
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text with the characters XML 1.0 forbids removed. */
export const xmlText = (text: string): string => text.replace(NOT_XML_CHARACTER, "");
