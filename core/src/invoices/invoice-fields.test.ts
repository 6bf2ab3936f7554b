import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  InvoiceNotes,
  ItemDescription,
  ItemQuantity,
  MAX_DESCRIPTION_LENGTH,
  MAX_QUANTITY,
  UnitPrice,
} from "./invoice-fields.ts";

describe("invoice fields", () => {
  it("refuses an overlong description or note", () => {
    expect(() =>
      Schema.decodeUnknownSync(ItemDescription)("x".repeat(MAX_DESCRIPTION_LENGTH + 1)),
    ).toThrow("invoiceform.validation.itemdescriptiontoolong");
    expect(() => Schema.decodeUnknownSync(InvoiceNotes)("x".repeat(5001))).toThrow(
      "invoiceform.validation.notestoolong",
    );
  });

  it("refuses a quantity above the limit", () => {
    expect(Schema.decodeUnknownSync(ItemQuantity)(MAX_QUANTITY)).toBe(MAX_QUANTITY);
    expect(() => Schema.decodeUnknownSync(ItemQuantity)(MAX_QUANTITY + 1)).toThrow(
      "invoiceform.validation.quantitytoolarge",
    );
  });

  it("refuses a negative unit price in minor units", () => {
    expect(Schema.decodeUnknownSync(UnitPrice)(0)).toBe(0);
    expect(() => Schema.decodeUnknownSync(UnitPrice)(-1)).toThrow(
      "invoiceform.validation.unitpricemin",
    );
  });
});
