import { describe, expect, it } from "vitest";
import { formattersFor } from "./format.ts";

describe("formattersFor", () => {
  it("formats English amounts in the en-US style", () => {
    expect(formattersFor("en").money(1234.5, "USD")).toBe("$1,234.50");
  });

  it("shows yen without decimals", () => {
    expect(formattersFor("en").money(1235, "JPY")).toBe("¥1,235");
  });

  it("follows the interface language's separators and symbol placement", () => {
    expect(formattersFor("fr").money(1234.5, "EUR")).toBe("1\u202f234,50\u00a0€");
    expect(formattersFor("de").money(1234.5, "EUR")).toBe("1.234,50\u00a0€");
  });

  it("writes Brazilian amounts and dates as Brazil does", () => {
    expect(formattersFor("pt-BR").money(1234.56, "BRL")).toBe("R$\u00a01.234,56");
    expect(formattersFor("pt-BR").date("2026-11-26")).toBe("26/11/2026");
  });

  it("shows a calendar date as the same day in every time zone", () => {
    expect(formattersFor("en").date("2026-03-01")).toBe("Mar 1, 2026");
    expect(formattersFor("ja").date("2026-03-01")).toBe("2026/03/01");
    expect(formattersFor("zh").date("2026-03-01")).toBe("2026年3月1日");
  });
});
