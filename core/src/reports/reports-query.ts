import { Effect, Schema } from "effect";
import { queryInteger } from "../validation/query-integer.ts";

/** How many months a report covers unless asked, and the most it covers. */
export const DEFAULT_REPORT_MONTHS = 12;
export const MAX_REPORT_MONTHS = 36;

/** Which reports the user asks for: `months`, the last 1 to 36 months up to the current one. */
export const ReportsQuery = Schema.Struct({
  months: queryInteger(1, MAX_REPORT_MONTHS, "reports.errors.invalidmonths").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(DEFAULT_REPORT_MONTHS)),
  ),
});
export type ReportsQuery = typeof ReportsQuery.Type;
