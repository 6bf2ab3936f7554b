import { Schema } from "effect";
import { Currency } from "./currency.ts";
import { MinorUnits } from "./minor-units.ts";

/** An amount of money: plain data, an integer of minor units and its currency. */
export const Money = Schema.Struct({ amount: MinorUnits, currency: Currency });
export type Money = typeof Money.Type;
