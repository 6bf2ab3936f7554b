import { describe, expect, it } from "vitest";
import {
  EmailTaken,
  InvalidCredentials,
  ResetTokenInvalid,
  TooManyAttempts,
  Unauthenticated,
  WrongCurrentPassword,
} from "./auth-errors.ts";

describe("auth errors", () => {
  it.each([
    [new EmailTaken(), "EmailTaken", "auth.emailtaken"],
    [new InvalidCredentials(), "InvalidCredentials", "auth.invalidcredentials"],
    [new TooManyAttempts({ retryAfterSeconds: 60 }), "TooManyAttempts", "auth.toomanyattempts"],
    [new Unauthenticated(), "Unauthenticated", "auth.unauthenticated"],
    [new ResetTokenInvalid(), "ResetTokenInvalid", "auth.resettokeninvalid"],
    [new WrongCurrentPassword(), "WrongCurrentPassword", "settings.wrongcurrentpassword"],
  ])("%s carries its tag and i18n key", (error, tag, key) => {
    expect(error._tag).toBe(tag);
    expect(error.key).toBe(key);
  });
});
