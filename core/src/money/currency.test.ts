import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Currency, currencies, currencyDecimals } from "./currency.ts";

describe("Currency", () => {
  it("accepts the seven listed currencies and BRL", () => {
    expect(currencies).toEqual(["USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CNY", "BRL"]);
    for (const code of currencies) expect(Schema.decodeUnknownSync(Currency)(code)).toBe(code);
  });

  it("refuses an unsupported or lowercase code", () => {
    expect(() => Schema.decodeUnknownSync(Currency)("CHF")).toThrow();
    expect(() => Schema.decodeUnknownSync(Currency)("eur")).toThrow();
  });

  it("gives JPY no decimals and every other currency two", () => {
    expect(currencyDecimals("JPY")).toBe(0);
    for (const code of currencies.filter((c) => c !== "JPY")) {
      expect(currencyDecimals(code)).toBe(2);
    }
  });
});
