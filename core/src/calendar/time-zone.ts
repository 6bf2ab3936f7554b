import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

// IANA names only ("Europe/Paris", "UTC", "Etc/GMT+5"): Intl also takes offsets such as "+01:00",
// which do not follow daylight saving time and so are not a place's zone.
const ianaName = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/u;

const timeZoneRule: KeyedRule<string> = (value) => {
  if (!ianaName.test(value)) return "calendar.invalidtimezone";
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return undefined;
  } catch {
    return "calendar.invalidtimezone";
  }
};

/** An IANA time zone name that this runtime's Intl knows, such as "Europe/Paris". */
export const TimeZone = Schema.String.pipe(
  Schema.check(keyedCheck(timeZoneRule)),
  Schema.annotate({ description: "An IANA time zone name", examples: ["Europe/Paris"] }),
);
export type TimeZone = typeof TimeZone.Type;
