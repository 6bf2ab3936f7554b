import { fc, test } from "@fast-check/vitest";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Siret } from "../france/siret.ts";
import { decodeFields } from "./decode-fields.ts";
import { clearableText, optionalField, optionalText, requiredText } from "./text-fields.ts";

const Form = Schema.Struct({
  name: requiredText("test.namerequired", 10),
  note: optionalText(10),
  siret: optionalField(Siret),
});
const decode = decodeFields(Form);

describe("requiredText", () => {
  test.prop([fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() !== "")])(
    "keeps any non-blank text, trimmed",
    (name) => {
      expect(decode({ name: ` ${name} ` })).toEqual({
        value: { name: name.trim(), note: null, siret: null },
      });
    },
  );
  it.each([
    ["missing", {}],
    ["blank", { name: "   " }],
    ["not text", { name: 42 }],
  ])("refuses a %s value with the field's key", (_, input) => {
    expect(decode(input)).toEqual({ fields: { name: "test.namerequired" } });
  });
  it("refuses text longer than the limit", () => {
    expect(decode({ name: "x".repeat(11) })).toEqual({
      fields: { name: "common.validation.toolong" },
    });
  });
});

describe("optionalField", () => {
  it.each([
    ["absent", {}],
    ["blank", { note: " ", siret: "" }],
    ["null", { note: null, siret: null }],
  ])("decodes an %s value to null", (_, input) => {
    expect(decode({ name: "a", ...input })).toEqual({
      value: { name: "a", note: null, siret: null },
    });
  });
  it("decodes given text with the inner schema after trimming", () => {
    expect(decode({ name: "a", siret: " 73282932000074 " })).toEqual({
      value: { name: "a", note: null, siret: "73282932000074" },
    });
  });
  it("reports the inner schema's key", () => {
    expect(decode({ name: "a", siret: "123" })).toEqual({
      fields: { siret: "france.siret.mustbe14digits" },
    });
  });
  it("refuses a value that is not text", () => {
    expect(decode({ name: "a", note: 5 })).toEqual({
      fields: { note: "common.validation.mustbetext" },
    });
  });
  it("applies the normalisation before the inner schema", () => {
    const Spaced = Schema.Struct({
      siret: optionalField(Siret, (text) => text.replace(/\s/gu, "")),
    });
    expect(decodeFields(Spaced)({ siret: "732 829 320 00074" })).toEqual({
      value: { siret: "73282932000074" },
    });
  });
});

describe("clearableText", () => {
  const decodePatch = decodeFields(Schema.Struct({ phone: clearableText(10) }));
  it("leaves an absent field absent, so the stored value stays", () => {
    expect(decodePatch({})).toEqual({ value: {} });
  });
  it.each(["", "  ", null])("turns %j into null, which clears the stored value", (phone) => {
    expect(decodePatch({ phone })).toEqual({ value: { phone: null } });
  });
  it("keeps text, trimmed, within the limit", () => {
    expect(decodePatch({ phone: " 123 " })).toEqual({ value: { phone: "123" } });
    expect(decodePatch({ phone: "12345678901" })).toEqual({
      fields: { phone: "common.validation.toolong" },
    });
  });
});
