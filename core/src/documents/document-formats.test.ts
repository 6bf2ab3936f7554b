import { describe, expect, it } from "vitest";
import { formatDocumentDate, formatQuantity, formatTaxRate } from "./document-formats.ts";

describe("document formats", () => {
  it("writes a date out in the locale, whatever the machine's time zone", () => {
    expect(formatDocumentDate("2026-11-20", "en-US")).toBe("November 20, 2026");
    expect(formatDocumentDate("2026-11-20", "fr-FR")).toBe("20 novembre 2026");
    expect(formatDocumentDate("2026-01-01", "ja-JP")).toBe("2026年1月1日");
  });

  it("groups a quantity as the locale does", () => {
    expect(formatQuantity(1234, "en-US")).toBe("1,234");
    expect(formatQuantity(1234, "de-DE")).toBe("1.234");
  });

  it("writes a rate in percent with at most one decimal", () => {
    expect(formatTaxRate(20, "en-US")).toBe("20%");
    expect(formatTaxRate(5.5, "fr-FR")).toBe("5,5\u00a0%");
    expect(formatTaxRate(0, "de-DE")).toBe("0\u00a0%");
  });
});
