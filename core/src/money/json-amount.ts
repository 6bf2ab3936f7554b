import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { currencies, currencyDecimals } from "./currency.ts";
import { MAX_MINOR_UNITS } from "./minor-units.ts";
import { toScaledInteger } from "./scaled-integer.ts";

const MAX_DECIMALS = Math.max(...currencies.map(currencyDecimals));

// Loose bounds that hold for every currency; toMinorUnits applies the invoice currency's own.
const jsonAmountRule: KeyedRule<number> = (amount) => {
  if (toScaledInteger(amount, MAX_DECIMALS) === undefined) return "money.toomanydecimals";
  return Math.abs(amount) > MAX_MINOR_UNITS ? "money.toolarge" : undefined;
};

/**
 * An amount as the API carries it: a JSON number in major units (12.34). The schema admits what
 * some currency allows; the invoice's own currency is checked on conversion to minor units
 * (toMinorUnits), since a body's currency may come from the user's profile.
 */
export const JsonAmount = Schema.Finite.pipe(
  Schema.check(keyedCheck(jsonAmountRule)),
  Schema.annotate({ description: "An amount in major units with the currency's decimals" }),
);
