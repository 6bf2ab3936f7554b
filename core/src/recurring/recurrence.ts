import { Schema } from "effect";
import { addDays } from "../calendar/date-arithmetic.ts";
import { type IsoDate, toEpochDay } from "../calendar/iso-date.ts";

/** How often a recurring invoice is issued. */
export const Frequency = Schema.Literals(["weekly", "monthly", "quarterly", "yearly"]);
export type Frequency = typeof Frequency.Type;

/**
 * When a recurring invoice is issued (docs/PRODUCT-RULES.md#recurring-invoices): every week on
 * ISO weekday `day` (1 Monday … 7 Sunday), or every 1, 3 or 12 months on day of month `day`
 * (1–31; a month shorter than `day` uses its last day), the first occurrence being the first such
 * date on or after `startDate`; never after `endDate`, and at most `count` times, when given.
 */
export interface RecurrenceRule {
  readonly frequency: Frequency;
  readonly day: number;
  readonly startDate: IsoDate;
  readonly endDate: IsoDate | null;
  readonly count: number | null;
}

const MONTHS: Readonly<Record<Exclude<Frequency, "weekly">, number>> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

const pad = (value: number, width: number) => String(value).padStart(width, "0");

const parts = (date: IsoDate): readonly [number, number, number] =>
  date.split("-").map(Number) as unknown as readonly [number, number, number];

const daysInMonth = (year: number, month: number): number => {
  const date = new Date(0);
  // Day 0 of the next month is the last of this one; setUTCFullYear keeps years below 100.
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
};

/** `day` of the month `monthIndex` months after January of year 0, clamped to the month's end. */
const clampedDay = (monthIndex: number, day: number): IsoDate => {
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(Math.min(day, daysInMonth(year, month)), 2)}`;
};

// ISO weekday of a date (1 Monday … 7 Sunday): 1970-01-01 was a Thursday.
const isoWeekday = (date: IsoDate): number => ((((toEpochDay(date) + 3) % 7) + 7) % 7) + 1;

/** The first occurrence of an unbounded rule: the first matching date on or after the start. */
const firstOccurrence = (rule: RecurrenceRule): { weekly: IsoDate } | { monthIndex: number } => {
  if (rule.frequency === "weekly") {
    return { weekly: addDays(rule.startDate, (rule.day - isoWeekday(rule.startDate) + 7) % 7) };
  }
  const [year, month] = parts(rule.startDate);
  const startMonth = year * 12 + month - 1;
  return {
    monthIndex: clampedDay(startMonth, rule.day) >= rule.startDate ? startMonth : startMonth + 1,
  };
};

/**
 * The date of occurrence `index` (0 for the first) of `rule` ignoring its end date and count:
 * the period an occurrence covers ends the day before the next one.
 */
export const unboundedOccurrence = (rule: RecurrenceRule, index: number): IsoDate => {
  const first = firstOccurrence(rule);
  if ("weekly" in first) return addDays(first.weekly, 7 * index);
  return clampedDay(
    first.monthIndex + index * MONTHS[rule.frequency as Exclude<Frequency, "weekly">],
    rule.day,
  );
};

/** The date of occurrence `index` (0 for the first) of `rule`, or null past its end or count. */
export const occurrenceDate = (rule: RecurrenceRule, index: number): IsoDate | null => {
  if (index < 0 || (rule.count !== null && index >= rule.count)) return null;
  const date = unboundedOccurrence(rule, index);
  return rule.endDate !== null && date > rule.endDate ? null : date;
};

/** The occurrences of `rule` from `fromIndex` on that fall on or before `today`, in order. */
export const dueOccurrences = (
  rule: RecurrenceRule,
  fromIndex: number,
  today: IsoDate,
): ReadonlyArray<{ readonly index: number; readonly date: IsoDate }> => {
  const due: Array<{ index: number; date: IsoDate }> = [];
  for (let index = fromIndex; ; index += 1) {
    const date = occurrenceDate(rule, index);
    if (date === null || date > today) return due;
    due.push({ index, date });
  }
};
