import { describe, expect, it } from "vitest";
import { ValidationFailed } from "./validation-failed.ts";

describe("ValidationFailed", () => {
  it("carries its i18n key and the key of each failing field", () => {
    const error = new ValidationFailed({ fields: { email: "auth.invalidemail" } });
    expect(error._tag).toBe("ValidationFailed");
    expect(error.key).toBe("common.errors.validation");
    expect(error.fields).toEqual({ email: "auth.invalidemail" });
  });
});
