import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { Payment } from "./payment.ts";
import { settlePayment } from "./payment-settlement.ts";
import { paymentStatuses } from "./payment-status.ts";
import type { Subscription } from "./subscription.ts";

const now = "2026-03-10T12:00:00.000Z";

const pending: Payment = {
  id: "p1",
  provider: "sandbox",
  providerPaymentId: "pi_sandbox_1",
  planId: "pro",
  invoiceId: null,
  amount: 1900,
  currency: "USD",
  status: "pending",
  failureReason: null,
  createdAt: "2026-03-10T11:59:00.000Z",
  paidAt: null,
  refundedAt: null,
  connectedAccount: null,
};

const activePro: Subscription = {
  planId: "pro",
  status: "active",
  currentPeriodEnd: "2026-04-01T00:00:00.000Z",
};

const settled = (...args: Parameters<typeof settlePayment>) => {
  const result = settlePayment(...args);
  if (Result.isFailure(result)) throw new Error(result.failure.key);
  return result.success;
};

describe("settlePayment", () => {
  it("records a success and starts a month of the plan", () => {
    expect(settled(pending, null, { status: "succeeded", failureReason: null }, now)).toEqual({
      payment: { ...pending, status: "succeeded", paidAt: now },
      subscription: {
        planId: "pro",
        status: "active",
        currentPeriodEnd: "2026-04-10T12:00:00.000Z",
      },
    });
  });
  it("extends the active subscription of the same plan by a month", () => {
    const { subscription } = settled(
      pending,
      activePro,
      { status: "succeeded", failureReason: null },
      now,
    );
    expect(subscription?.currentPeriodEnd).toBe("2026-05-01T00:00:00.000Z");
  });
  it("records a failure with the provider's reason, leaving the subscription", () => {
    expect(
      settled(
        pending,
        activePro,
        { status: "failed", failureReason: "Your card was declined." },
        now,
      ),
    ).toEqual({
      payment: { ...pending, status: "failed", failureReason: "Your card was declined." },
      subscription: null,
    });
  });
  it("ends the subscription its refunded payment paid for", () => {
    const paid = { ...pending, status: "succeeded" as const, paidAt: now };
    expect(
      settled(
        paid,
        activePro,
        { status: "refunded", failureReason: null },
        "2026-03-11T00:00:00.000Z",
      ),
    ).toEqual({
      payment: { ...paid, status: "refunded", refundedAt: "2026-03-11T00:00:00.000Z" },
      subscription: {
        ...activePro,
        status: "canceled",
        currentPeriodEnd: "2026-03-11T00:00:00.000Z",
      },
    });
  });
  it("keeps a subscription that moved to another plan when an older payment is refunded", () => {
    const starter = { ...pending, planId: "starter" as const, status: "succeeded" as const };
    expect(
      settled(starter, activePro, { status: "refunded", failureReason: null }, now).subscription,
    ).toBeNull();
  });
  it("never touches the subscription for a payment of an invoice", () => {
    const invoicePayment = { ...pending, planId: null, invoiceId: "i1" };
    expect(
      settled(invoicePayment, activePro, { status: "succeeded", failureReason: null }, now)
        .subscription,
    ).toBeNull();
  });
  it("refuses to turn a failed payment into a succeeded one", () => {
    const failed = { ...pending, status: "failed" as const };
    const result = settlePayment(failed, null, { status: "succeeded", failureReason: null }, now);
    expect(Result.isFailure(result) && result.failure.key).toBe(
      "payments.errors.invalidtransition",
    );
  });
  test.prop([fc.constantFrom(...paymentStatuses)])(
    "changes nothing when the provider reports the status the payment has",
    (status) => {
      const payment = { ...pending, status };
      expect(settled(payment, activePro, { status, failureReason: "again" }, now)).toEqual({
        payment,
        subscription: null,
      });
    },
  );
});
