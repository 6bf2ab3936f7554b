import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { isoDateRule } from "./iso-date.ts";

const pattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,9})?Z$/u;

// Date.parse alone would take 2026-02-30T00:00:00Z and roll it over to March.
const instantRule: KeyedRule<string> = (value) => {
  const date = pattern.exec(value)?.[1];
  return date !== undefined && isoDateRule(date) === undefined
    ? undefined
    : "calendar.invalidinstant";
};

/** A moment in time as ISO 8601 in UTC, `2026-03-31T09:30:00.000Z` (docs/PRODUCT-RULES.md#api). */
export const Instant = Schema.String.pipe(
  Schema.check(keyedCheck(instantRule)),
  Schema.annotate({
    description: "An ISO 8601 instant in UTC",
    examples: ["2026-03-31T09:30:00.000Z"],
  }),
);
export type Instant = typeof Instant.Type;
