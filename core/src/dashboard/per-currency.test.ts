import { describe, expect, it } from "vitest";
import type { Currency } from "../money/currency.ts";
import { userCurrencyFirst } from "./per-currency.ts";

type Row = { currency: Currency; amount: number };
const empty = (currency: Currency): Row => ({ currency, amount: 0 });

describe("userCurrencyFirst", () => {
  it("puts the user's currency first and the others alphabetically", () => {
    const rows: Array<Row> = [
      { currency: "USD", amount: 1 },
      { currency: "EUR", amount: 2 },
      { currency: "GBP", amount: 3 },
    ];
    expect(userCurrencyFirst(rows, "GBP", empty)).toEqual({
      main: { currency: "GBP", amount: 3 },
      others: [
        { currency: "EUR", amount: 2 },
        { currency: "USD", amount: 1 },
      ],
    });
  });

  it("shows the user's currency at zero when it had no activity", () => {
    expect(userCurrencyFirst<Row>([{ currency: "USD", amount: 5 }], "JPY", empty)).toEqual({
      main: { currency: "JPY", amount: 0 },
      others: [{ currency: "USD", amount: 5 }],
    });
  });
});
