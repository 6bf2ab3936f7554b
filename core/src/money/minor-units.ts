import { Result, Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { type Currency, currencyDecimals } from "./currency.ts";
import { toScaledInteger } from "./scaled-integer.ts";

/**
 * The largest magnitude of an amount, in minor units: fifteen digits. Below it every amount is a
 * safe integer and its major-unit JSON number converts back to the same minor units.
 */
export const MAX_MINOR_UNITS = 999_999_999_999_999;

const magnitudeRule: KeyedRule<number> = (minor) =>
  Math.abs(minor) <= MAX_MINOR_UNITS ? undefined : "money.toolarge";

/** An integer amount of a currency's minor units (cents; yen for JPY). */
export const MinorUnits = Schema.Int.pipe(
  Schema.check(keyedCheck(magnitudeRule)),
  Schema.annotate({ description: "An amount in the currency's minor units (cents; yen for JPY)" }),
);

/** Converts a major-unit JSON amount (12.34) to minor units (1234), or the i18n key of its problem. */
export const toMinorUnits = (amount: number, currency: Currency): Result.Result<number, string> => {
  const minor = toScaledInteger(amount, currencyDecimals(currency));
  if (minor === undefined) return Result.fail("money.toomanydecimals");
  const problem = magnitudeRule(minor);
  return problem === undefined ? Result.succeed(minor) : Result.fail(problem);
};

/** A rule refusing a major-unit amount that has no exact minor-unit form in the currency. */
export const majorUnitsRule =
  (currency: Currency): KeyedRule<number> =>
  (amount) =>
    Result.match(toMinorUnits(amount, currency), {
      onSuccess: () => undefined,
      onFailure: (k) => k,
    });

/** Converts minor units (1234) to the major-unit JSON amount (12.34) the API sends. */
export const fromMinorUnits = (minor: number, currency: Currency): number =>
  minor / 10 ** currencyDecimals(currency);
