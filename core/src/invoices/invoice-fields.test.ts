import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  InvoiceNotes,
  ItemDescription,
  MAX_DESCRIPTION_LENGTH,
  UnitPrice,
} from "./invoice-fields.ts";
import { ItemQuantity, MAX_QUANTITY } from "./item-quantity.ts";

describe("invoice fields", () => {
  it("refuses an overlong description or note", () => {
    expect(() =>
      Schema.decodeUnknownSync(ItemDescription)("x".repeat(MAX_DESCRIPTION_LENGTH + 1)),
    ).toThrow("invoiceform.validation.itemdescriptiontoolong");
    expect(() => Schema.decodeUnknownSync(InvoiceNotes)("x".repeat(5001))).toThrow(
      "invoiceform.validation.notestoolong",
    );
  });

  it("accepts a quantity with up to four decimals above zero, and refuses others", () => {
    expect(Schema.decodeUnknownSync(ItemQuantity)(1.5)).toBe(1.5);
    expect(Schema.decodeUnknownSync(ItemQuantity)(0.0001)).toBe(0.0001);
    expect(() => Schema.decodeUnknownSync(ItemQuantity)(0.00001)).toThrow(
      "invoiceform.validation.quantitydecimals",
    );
    expect(() => Schema.decodeUnknownSync(ItemQuantity)(0)).toThrow(
      "invoiceform.validation.quantitymin",
    );
    expect(() => Schema.decodeUnknownSync(ItemQuantity)(-2)).toThrow(
      "invoiceform.validation.quantitymin",
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
