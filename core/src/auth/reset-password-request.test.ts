import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { ResetPasswordRequest } from "./reset-password-request.ts";

const decode = decodeFields(ResetPasswordRequest);
const valid = { token: "abc", newPassword: "longenough", confirmPassword: "longenough" };

describe("ResetPasswordRequest", () => {
  it("accepts a token and a matching new password of 8 characters or more", () => {
    expect(decode(valid)).toEqual({ value: valid });
  });
  it.each([
    [{ token: "" }, "token", "auth.resettokeninvalid"],
    [
      { newPassword: "short12", confirmPassword: "short12" },
      "newPassword",
      "auth.newpasswordminlength",
    ],
    [{ confirmPassword: "different" }, "confirmPassword", "auth.passwordsdontmatch"],
  ])("refuses %j at %s with %s", (change, field, key) => {
    expect(decode({ ...valid, ...change })).toEqual({ fields: { [field]: key } });
  });
});
