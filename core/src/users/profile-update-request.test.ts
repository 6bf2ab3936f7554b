import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { ProfileUpdateRequest } from "./profile-update-request.ts";

const decode = decodeFields(ProfileUpdateRequest);

describe("ProfileUpdateRequest", () => {
  it("accepts the sandbox toggle alone", () => {
    expect(decode({ settings: { sandboxMode: true } })).toEqual({
      value: { settings: { sandboxMode: true } },
    });
  });
  it("accepts profile fields, trimmed, and turns a blank optional field into a clearing null", () => {
    expect(
      decode({ firstName: " Ana ", email: "ana@example.com", phone: "", currency: "JPY" }),
    ).toEqual({
      value: { firstName: "Ana", email: "ana@example.com", phone: null, currency: "JPY" },
    });
  });
  it.each([
    [{ email: " " }, "email", "settings.emailrequired"],
    [{ email: "ana" }, "email", "settings.invalidemail"],
    [{ firstName: "" }, "firstName", "settings.firstnamerequired"],
    [{ lastName: " " }, "lastName", "settings.lastnamerequired"],
    [{ currency: "XAU" }, "currency", "settings.invalidcurrency"],
    [{ language: "pt" }, "language", "settings.invalidlanguage"],
    [{ timeZone: "Mars/Olympus" }, "timeZone", "calendar.invalidtimezone"],
    [{ settings: {} }, "settings.sandboxMode", "settings.invalidsandboxmode"],
    [{ settings: { sandboxMode: "yes" } }, "settings.sandboxMode", "settings.invalidsandboxmode"],
    [{ address: "x".repeat(1001) }, "address", "common.validation.toolong"],
    [{ creditNotePrefix: "AV 1" }, "creditNotePrefix", "settings.creditnoteprefix.invalid"],
    [{ creditNotePrefix: "INV-" }, "creditNotePrefix", "settings.creditnoteprefix.invoiceprefix"],
    [{ creditNotePrefix: 7 }, "creditNotePrefix", "common.validation.invalidtype"],
  ])("refuses %j at %s with %s", (input, field, key) => {
    expect(decode(input)).toEqual({ fields: { [field]: key } });
  });
});
