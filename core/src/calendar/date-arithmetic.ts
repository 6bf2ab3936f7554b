import { fromEpochDay, type IsoDate, toEpochDay } from "./iso-date.ts";

/** The date `days` days after `date` (before it when negative). */
export const addDays = (date: IsoDate, days: number): IsoDate =>
  fromEpochDay(toEpochDay(date) + days);

/** Whole days from `from` to `to`: positive when `to` is later, negative when earlier. */
export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  toEpochDay(to) - toEpochDay(from);
