import { Schema } from "effect";
import type { IsoDate } from "../calendar/iso-date.ts";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

const pattern = /^(\d{4})-(0[1-9]|1[0-2])$/u;

/** Checks a `YYYY-MM` month of the years 1 to 9999. */
export const yearMonthRule: KeyedRule<string> = (value) => {
  const year = pattern.exec(value)?.[1];
  return year !== undefined && year !== "0000" ? undefined : "calendar.invalidmonth";
};

/** A calendar month without a day, `YYYY-MM`, as the reports name their months. */
export const YearMonth = Schema.String.pipe(
  Schema.check(keyedCheck(yearMonthRule)),
  Schema.annotate({ description: "A calendar month, YYYY-MM", examples: ["2026-03"] }),
);
export type YearMonth = typeof YearMonth.Type;

/** The month a date falls in. */
export const monthOfDate = (date: IsoDate): YearMonth => date.slice(0, 7);

/** The first day of a month. */
export const firstDayOf = (month: YearMonth): IsoDate => `${month}-01`;

/** The month `count` months after `month` (before it when negative); refuses leaving 1 to 9999. */
export const addMonths = (month: YearMonth, count: number): YearMonth => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + number - 1 + count;
  const newYear = Math.floor(index / 12);
  if (!Number.isInteger(count) || newYear < 1 || newYear > 9999) {
    throw new RangeError(`${count} months from ${month} is outside the years 1 to 9999`);
  }
  return `${String(newYear).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
};
