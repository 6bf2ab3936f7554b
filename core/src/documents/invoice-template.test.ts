import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { DEFAULT_INVOICE_TEMPLATE, InvoiceTemplate } from "./invoice-template.ts";

describe("InvoiceTemplate", () => {
  it("defaults to the classic layout in the default accent", () => {
    expect(Schema.decodeUnknownSync(InvoiceTemplate)({})).toEqual(DEFAULT_INVOICE_TEMPLATE);
  });

  it("takes a layout and a #RRGGBB accent", () => {
    const template = { layout: "compact", accentColor: "#b4232c" };
    expect(Schema.decodeUnknownSync(InvoiceTemplate)(template)).toEqual(template);
  });

  it("names the field of an unknown layout or a malformed colour", () => {
    expect(decodeFields(InvoiceTemplate)({ layout: "fancy", accentColor: "red" })).toEqual({
      fields: { layout: "templates.invalidlayout", accentColor: "templates.invalidaccentcolor" },
    });
  });
});
