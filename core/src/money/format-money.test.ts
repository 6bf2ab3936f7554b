import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money.ts";

describe("formatMoney", () => {
  it("formats US dollars in the en-US style", () => {
    expect(formatMoney(123450, "USD", "en-US")).toBe("$1,234.50");
  });

  it("shows yen without decimals", () => {
    expect(formatMoney(1235, "JPY", "en-US")).toBe("¥1,235");
  });

  it("follows the locale's separators and symbol placement", () => {
    expect(formatMoney(123450, "EUR", "fr-FR")).toBe("1\u202f234,50\u00a0€");
    expect(formatMoney(123450, "BRL", "pt-BR")).toBe("R$\u00a01.234,50");
  });

  it("formats negative amounts", () => {
    expect(formatMoney(-5, "GBP", "en-GB")).toBe("-£0.05");
  });
});
