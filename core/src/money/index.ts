export * from "./apportion.ts";
export * from "./currency.ts";
export * from "./format-money.ts";
export * from "./json-amount.ts";
export * from "./minor-units.ts";
export * from "./money.ts";
export * from "./rounding.ts";
export * from "./scaled-integer.ts";
