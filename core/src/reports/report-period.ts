import { dayBoundsIn } from "../calendar/day-bounds.ts";
import type { Instant } from "../calendar/instant.ts";
import { type IsoDate, toEpochDay } from "../calendar/iso-date.ts";
import type { TimeZone } from "../calendar/time-zone.ts";
import { todayIn } from "../calendar/today-in.ts";
import { addMonths, firstDayOf, monthOfDate, type YearMonth } from "./year-month.ts";

const MS_PER_DAY = 86_400_000;

/** One month of a report and the instants `[start, end)` it spans in the user's time zone. */
export interface ReportMonth {
  readonly month: YearMonth;
  readonly start: Instant;
  readonly end: Instant;
}

/** What a report covers: its months, the dates they span, and today, all in the user's zone. */
export interface ReportPeriod {
  readonly from: YearMonth;
  readonly to: YearMonth;
  /** Every month from `from` to `to`, oldest first: payments fall in one by their `paidAt`. */
  readonly months: ReadonlyArray<ReportMonth>;
  /** The first day of `from`: issue dates from it on count. */
  readonly firstDay: IsoDate;
  /** The first day after `to`: issue dates before it count. */
  readonly endDay: IsoDate;
  /** The instants `[start, end)` of the whole period: the first month's start, the last's end. */
  readonly start: Instant;
  readonly end: Instant;
  /** Today: what is overdue is decided against it. */
  readonly today: IsoDate;
}

// Whether `instant` is the first millisecond of `day` in `timeZone`: what dayBoundsIn finds.
const startsDay = (timeZone: TimeZone, day: IsoDate, instant: number): boolean =>
  todayIn(timeZone, new Date(instant)) === day && todayIn(timeZone, new Date(instant - 1)) < day;

/**
 * Reads the first instants of months in `timeZone`, in order. A month usually begins at the UTC
 * offset the previous one began at, which two readings of the clock confirm; only when the offset
 * changed (daylight saving time) does dayBoundsIn search for it, so that a report of 36 months
 * costs a few searches rather than 37.
 */
const monthStartReader = (timeZone: TimeZone) => {
  let offset: number | undefined;
  return (month: YearMonth): Instant => {
    const day = firstDayOf(month);
    const utcMidnight = toEpochDay(day) * MS_PER_DAY;
    const guess = offset === undefined ? undefined : utcMidnight - offset;
    const start =
      guess !== undefined && startsDay(timeZone, day, guess)
        ? guess
        : Date.parse(dayBoundsIn(timeZone, day).start);
    offset = utcMidnight - start;
    return new Date(start).toISOString();
  };
};

/**
 * The last `count` months up to the current one (the month of `today`), with their bounds in
 * `timeZone`: a payment at 00:30 on 1 April in Paris (22:30 UTC on 31 March) belongs to April.
 */
export const reportPeriod = (timeZone: TimeZone, today: IsoDate, count: number): ReportPeriod => {
  const to = monthOfDate(today);
  const from = addMonths(to, 1 - count);
  const monthStart = monthStartReader(timeZone);
  const start = monthStart(from);
  const months: Array<ReportMonth> = [];
  let boundary = start;
  for (let index = 0; index < count; index++) {
    const month = addMonths(from, index);
    const next = monthStart(addMonths(month, 1));
    months.push({ month, start: boundary, end: next });
    boundary = next;
  }
  return {
    from,
    to,
    months,
    firstDay: firstDayOf(from),
    endDay: firstDayOf(addMonths(to, 1)),
    start,
    end: boundary,
    today,
  };
};
