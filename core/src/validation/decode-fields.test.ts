import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeFields, GENERIC_FIELD_KEYS } from "./decode-fields.ts";

const Form = Schema.Struct({
  name: Schema.String.annotate({ message: "clients.namerequired" }),
  count: Schema.Number,
  tags: Schema.Array(Schema.String),
  code: Schema.String.check(Schema.isPattern(/^\d+$/u)),
  kind: Schema.Literals(["a", "b"]),
});

describe("decodeFields", () => {
  it("answers the value of a valid input", () => {
    const input = { name: "x", count: 1, tags: ["t"], code: "12", kind: "a" };
    expect(decodeFields(Form)(input)).toEqual({ value: input });
  });

  it("names each failing field with the schema's key", () => {
    expect(decodeFields(Form)({ name: 1, count: 1, tags: [], code: "1", kind: "a" })).toEqual({
      fields: { name: "clients.namerequired" },
    });
  });

  it("keeps a schema's own message, whatever its form", () => {
    const Port = Schema.Struct({ port: Schema.Number.annotate({ message: "must be a number" }) });
    expect(decodeFields(Port)({ port: "x" })).toEqual({ fields: { port: "must be a number" } });
  });

  it("gives a generic key, never Effect's English, where the schema has no message", () => {
    expect(decodeFields(Form)({ name: "x", count: "1", tags: [3], code: "x", kind: "c" })).toEqual({
      fields: {
        count: GENERIC_FIELD_KEYS.invalidType,
        "tags.0": GENERIC_FIELD_KEYS.invalidType,
        code: GENERIC_FIELD_KEYS.invalid,
        kind: GENERIC_FIELD_KEYS.invalid,
      },
    });
    expect(decodeFields(Form)({ name: "x" })).toMatchObject({
      fields: { count: GENERIC_FIELD_KEYS.required },
    });
    expect(decodeFields(Form)([])).toEqual({ fields: { "": GENERIC_FIELD_KEYS.invalidType } });
  });
});
