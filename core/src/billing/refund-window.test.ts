import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { Payment } from "./payment.ts";
import { canRefund, ensureRefundable } from "./refund-window.ts";

const payment: Payment = {
  id: "p1",
  provider: "stripe",
  providerPaymentId: "pi_1",
  planId: "pro",
  invoiceId: null,
  amount: 1900,
  currency: "USD",
  status: "succeeded",
  failureReason: null,
  createdAt: "2026-03-01T09:59:00.000Z",
  paidAt: "2026-03-01T10:00:00.000Z",
  refundedAt: null,
  connectedAccount: null,
};

describe("canRefund", () => {
  it("allows a refund up to exactly 14 days after payment", () => {
    expect(canRefund(payment, "2026-03-15T10:00:00.000Z")).toBe(true);
  });
  it("refuses it one millisecond later with payments.errors.refundwindowclosed", () => {
    const result = ensureRefundable(payment, "2026-03-15T10:00:00.001Z");
    expect(Result.isFailure(result) && result.failure.key).toBe(
      "payments.errors.refundwindowclosed",
    );
  });
  it.each(["pending", "failed", "canceled", "refunded"] as const)(
    "refuses a %s payment with payments.errors.notrefundable",
    (status) => {
      const result = ensureRefundable({ ...payment, status }, "2026-03-02T00:00:00.000Z");
      expect(Result.isFailure(result) && result.failure.key).toBe("payments.errors.notrefundable");
    },
  );
  it("refuses a card payment of an invoice, which settled that invoice", () => {
    const result = ensureRefundable(
      { ...payment, planId: null, invoiceId: "i1" },
      "2026-03-02T00:00:00.000Z",
    );
    expect(Result.isFailure(result) && result.failure.key).toBe("payments.errors.notrefundable");
  });
  it("counts from the creation time of a payment without a payment time", () => {
    expect(canRefund({ ...payment, paidAt: null }, "2026-03-15T10:00:00.000Z")).toBe(false);
  });
});
