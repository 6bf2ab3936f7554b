import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { PasswordChangeRequest } from "./password-change-request.ts";

const decode = decodeFields(PasswordChangeRequest);

describe("PasswordChangeRequest", () => {
  it("accepts the API's body without a confirmation", () => {
    const body = { currentPassword: "old", newPassword: "12345678" };
    expect(decode(body)).toEqual({ value: body });
  });
  it("accepts a matching confirmation", () => {
    const body = { currentPassword: "old", newPassword: "12345678", confirmPassword: "12345678" };
    expect(decode(body)).toEqual({ value: body });
  });
  it.each([
    [{ newPassword: "12345678" }, "currentPassword", "settings.currentpasswordrequired"],
    [
      { currentPassword: "", newPassword: "12345678" },
      "currentPassword",
      "settings.currentpasswordrequired",
    ],
    [{ currentPassword: "old" }, "newPassword", "settings.newpasswordrequired"],
    [
      { currentPassword: "old", newPassword: "1234567" },
      "newPassword",
      "settings.passwordminlength",
    ],
    [
      { currentPassword: "old", newPassword: "12345678", confirmPassword: "12345679" },
      "confirmPassword",
      "settings.newpasswordnomatch",
    ],
  ])("refuses %j at %s with %s", (input, field, key) => {
    expect(decode(input)).toEqual({ fields: { [field]: key } });
  });
  it("counts characters, not UTF-16 units", () => {
    expect(decode({ currentPassword: "old", newPassword: "😀😀😀😀" })).toEqual({
      fields: { newPassword: "settings.passwordminlength" },
    });
  });
});
