import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { RegisterRequest } from "./register-request.ts";

const decode = decodeFields(RegisterRequest);
const valid = {
  firstName: "Ana",
  lastName: "Silva",
  email: "ana@example.com",
  password: "secret1",
  confirmPassword: "secret1",
};

describe("RegisterRequest", () => {
  it("accepts a minimal form and defaults currency to USD and language to en", () => {
    expect(decode(valid)).toEqual({
      value: { ...valid, companyName: null, phone: null, currency: "USD", language: "en" },
    });
  });
  it("keeps the optional fields, the choices and the browser's time zone", () => {
    const full = {
      ...valid,
      companyName: "Silva Ltda",
      phone: "+33 1 23 45 67 89",
      currency: "EUR",
      language: "fr",
      timeZone: "Europe/Paris",
    };
    expect(decode(full)).toEqual({ value: full });
  });
  it("offers Brazilian reais and Brazilian Portuguese", () => {
    const brazilian = { ...valid, currency: "BRL", language: "pt-BR" };
    expect(decode(brazilian)).toEqual({
      value: { ...brazilian, companyName: null, phone: null },
    });
  });
  it.each([
    [{ email: undefined }, "email", "auth.emailrequired"],
    [{ email: "ana@" }, "email", "auth.invalidemail"],
    [{ password: "", confirmPassword: "" }, "password", "auth.passwordrequired"],
    [{ password: "12345", confirmPassword: "12345" }, "password", "auth.passwordminlength"],
    [{ confirmPassword: "secret2" }, "confirmPassword", "auth.passwordsdontmatch"],
    [{ confirmPassword: undefined }, "confirmPassword", "auth.passwordsdontmatch"],
    [{ firstName: " " }, "firstName", "auth.firstnamerequired"],
    [{ lastName: undefined }, "lastName", "auth.lastnamerequired"],
    [{ currency: "JPY" }, "currency", "auth.invalidcurrency"],
    [{ currency: "CAD" }, "currency", "auth.invalidcurrency"],
    [{ language: "zh" }, "language", "auth.invalidlanguage"],
    [{ timeZone: "+01:00" }, "timeZone", "calendar.invalidtimezone"],
  ])("refuses %j at %s with %s", (change, field, key) => {
    const input = Object.fromEntries(
      Object.entries({ ...valid, ...change }).filter(([, value]) => value !== undefined),
    );
    expect(decode(input)).toEqual({ fields: { [field]: key } });
  });
  it("reports every broken field at once", () => {
    expect(decode({})).toEqual({
      fields: {
        firstName: "auth.firstnamerequired",
        lastName: "auth.lastnamerequired",
        email: "auth.emailrequired",
        password: "auth.passwordrequired",
        confirmPassword: "auth.passwordsdontmatch",
      },
    });
  });
  it("never trims a password", () => {
    expect(decode({ ...valid, password: " pass ", confirmPassword: " pass " })).toMatchObject({
      value: { password: " pass " },
    });
  });
});
