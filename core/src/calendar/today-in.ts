import type { IsoDate } from "./iso-date.ts";
import type { TimeZone } from "./time-zone.ts";

/** The calendar date at `instant` in `timeZone`: "today" for a user in that zone. */
export const todayIn = (timeZone: TimeZone, instant: Date): IsoDate => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
};
