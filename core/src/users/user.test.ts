import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { User } from "./user.ts";

const stored = {
  id: "u1",
  name: "Ana Silva",
  email: "ana@example.com",
  role: "user",
  firstName: "Ana",
  lastName: "Silva",
  companyName: null,
  phone: null,
  address: null,
  logo: null,
  settings: {},
};

describe("User", () => {
  it("defaults currency to USD, language to en, time zone to UTC, credit notes to CN- and sandbox to off", () => {
    expect(Schema.decodeUnknownSync(User)(stored)).toEqual({
      ...stored,
      currency: "USD",
      language: "en",
      timeZone: "UTC",
      creditNotePrefix: "CN-",
      settings: { sandboxMode: false },
    });
  });
  it("refuses an unknown role", () => {
    expect(() => Schema.decodeUnknownSync(User)({ ...stored, role: "root" })).toThrow();
  });
  it("refuses an empty id", () => {
    expect(() => Schema.decodeUnknownSync(User)({ ...stored, id: "" })).toThrow();
  });
});
