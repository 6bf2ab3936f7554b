import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { changePaymentStatus, paymentStatuses } from "./payment-status.ts";

const status = fc.constantFrom(...paymentStatuses);

describe("changePaymentStatus", () => {
  it.each([
    ["pending", "succeeded"],
    ["pending", "failed"],
    ["pending", "canceled"],
    ["succeeded", "refunded"],
  ] as const)("lets %s become %s", (from, to) => {
    expect(changePaymentStatus(from, to)).toEqual(Result.succeed(to));
  });
  it.each([
    ["failed", "succeeded"],
    ["failed", "refunded"],
    ["pending", "refunded"],
    ["refunded", "succeeded"],
    ["canceled", "pending"],
    ["succeeded", "pending"],
  ] as const)("refuses %s to %s with payments.errors.invalidtransition", (from, to) => {
    const result = changePaymentStatus(from, to);
    expect(Result.isFailure(result) && result.failure.key).toBe(
      "payments.errors.invalidtransition",
    );
  });
  test.prop([status])("accepts a repeated status, so a replayed webhook is harmless", (same) => {
    expect(changePaymentStatus(same, same)).toEqual(Result.succeed(same));
  });
  test.prop([fc.constantFrom("succeeded", "failed", "canceled", "refunded" as const)])(
    "never leads back to pending",
    (from) => {
      expect(Result.isFailure(changePaymentStatus(from, "pending"))).toBe(true);
    },
  );
});
