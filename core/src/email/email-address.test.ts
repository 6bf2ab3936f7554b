import { fc, test } from "@fast-check/vitest";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { EMAIL_MAX_LENGTH, emailAddress, isEmailAddress } from "./email-address.ts";

const decode = decodeFields(
  Schema.Struct({ email: emailAddress({ required: "t.required", invalid: "t.invalid" }) }),
);

describe("emailAddress", () => {
  test.prop([fc.emailAddress().filter((e) => e.length <= EMAIL_MAX_LENGTH && /@.+\./u.test(e))])(
    "accepts generated addresses with a dotted domain",
    (email) => {
      expect(decode({ email: ` ${email} ` })).toEqual({ value: { email } });
    },
  );
  it.each([{}, { email: "" }, { email: "  " }])("refuses a missing address: %j", (input) => {
    expect(decode(input)).toEqual({ fields: { email: "t.required" } });
  });
  it.each(["ana", "ana@", "@example.com", "ana@example", "ana maria@example.com", "a@b@c.com"])(
    "refuses the malformed address %s",
    (email) => {
      expect(decode({ email })).toEqual({ fields: { email: "t.invalid" } });
    },
  );
  it("refuses an address longer than 254 characters", () => {
    expect(isEmailAddress(`${"a".repeat(250)}@b.fr`)).toBe(false);
  });
});
