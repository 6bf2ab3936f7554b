import { addDays } from "./date-arithmetic.ts";
import type { Instant } from "./instant.ts";
import { type IsoDate, toEpochDay } from "./iso-date.ts";
import type { TimeZone } from "./time-zone.ts";
import { todayIn } from "./today-in.ts";

const MS_PER_HOUR = 3_600_000;

/**
 * The first instant whose date in `timeZone` is `date`. Found by bisection on the local date,
 * which rises with time, so days that do not begin at 00:00 (a DST jump at midnight) are exact.
 */
const dayStartIn = (timeZone: TimeZone, date: IsoDate): number => {
  const utcMidnight = toEpochDay(date) * 24 * MS_PER_HOUR;
  // UTC offsets lie within -12 h and +14 h, so the local day begins inside this window.
  let before = utcMidnight - 15 * MS_PER_HOUR;
  let from = utcMidnight + 13 * MS_PER_HOUR;
  while (from - before > 1) {
    const middle = Math.floor((before + from) / 2);
    if (todayIn(timeZone, new Date(middle)) < date) before = middle;
    else from = middle;
  }
  return from;
};

type DayBounds = { readonly start: Instant; readonly end: Instant };

// The bisection formats about fifty dates, and every dashboard request asks for its user's today:
// bounds already found are kept, a few days' worth of zones at most.
const known = new Map<string, DayBounds>();
const KNOWN_LIMIT = 1_000;

/** The instants `[start, end)` of a date in a time zone, for range queries on timestamps. */
export const dayBoundsIn = (timeZone: TimeZone, date: IsoDate): DayBounds => {
  const key = `${timeZone} ${date}`;
  const found = known.get(key);
  if (found !== undefined) return found;
  const bounds = {
    start: new Date(dayStartIn(timeZone, date)).toISOString(),
    end: new Date(dayStartIn(timeZone, addDays(date, 1))).toISOString(),
  };
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.set(key, bounds);
  return bounds;
};
