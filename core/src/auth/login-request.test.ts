import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { ForgotPasswordRequest } from "./forgot-password-request.ts";
import { LoginRequest } from "./login-request.ts";

const decode = decodeFields(LoginRequest);

describe("LoginRequest", () => {
  it("accepts e-mail and password, remember-me off by default", () => {
    expect(decode({ email: "ana@example.com", password: "secret" })).toEqual({
      value: { email: "ana@example.com", password: "secret", rememberMe: false },
    });
  });
  it.each([
    [{ password: "secret" }, { email: "auth.emailrequired" }],
    [{ email: "ana", password: "secret" }, { email: "auth.invalidemail" }],
    [{ email: "ana@example.com" }, { password: "auth.passwordrequired" }],
    [{ email: "ana@example.com", password: "12345" }, { password: "auth.passwordminlength" }],
    [
      { email: "ana@example.com", password: "x".repeat(257) },
      { password: "common.validation.toolong" },
    ],
  ])("refuses %j", (input, fields) => {
    expect(decode(input)).toEqual({ fields });
  });
});

describe("ForgotPasswordRequest", () => {
  it("needs a well-formed e-mail", () => {
    expect(decodeFields(ForgotPasswordRequest)({ email: "x" })).toEqual({
      fields: { email: "auth.invalidemail" },
    });
  });
});
