import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

const MS_PER_DAY = 86_400_000;
const pattern = /^(\d{4})-(\d{2})-(\d{2})$/u;

const utcMidnight = (year: number, month: number, day: number): Date => {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years below 100 to the 1900s.
  date.setUTCFullYear(year, month - 1, day);
  return date;
};

/** Checks a `YYYY-MM-DD` date that exists in the calendar. */
export const isoDateRule: KeyedRule<string> = (value) => {
  const match = pattern.exec(value);
  if (match === null) return "calendar.invaliddate";
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = utcMidnight(year, month, day);
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year > 0;
  return real ? undefined : "calendar.invaliddate";
};

/**
 * A calendar date without time or zone, `YYYY-MM-DD` (docs/PRODUCT-RULES.md#api); 2026-02-30 is
 * refused.
 */
export const IsoDate = Schema.String.pipe(
  Schema.check(keyedCheck(isoDateRule)),
  Schema.annotate({ description: "A calendar date, YYYY-MM-DD", examples: ["2026-03-31"] }),
);
export type IsoDate = typeof IsoDate.Type;

/** Days since 1970-01-01 of a valid date; ordering and differences of dates reduce to numbers. */
export const toEpochDay = (date: IsoDate): number => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return utcMidnight(year, month, day).getTime() / MS_PER_DAY;
};

/** The date `epochDay` days after 1970-01-01; refuses one outside the years 1 to 9999. */
export const fromEpochDay = (epochDay: number): IsoDate => {
  const date = new Date(epochDay * MS_PER_DAY);
  const year = date.getUTCFullYear();
  if (!Number.isInteger(epochDay) || year < 1 || year > 9999) {
    throw new RangeError(`epoch day ${epochDay} is outside the years 1 to 9999`);
  }
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
};
