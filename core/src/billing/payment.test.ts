import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { type Payment, PaymentJson, paymentJson } from "./payment.ts";

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
  createdAt: "2026-03-01T10:00:00.000Z",
  paidAt: "2026-03-01T10:00:01.000Z",
  refundedAt: null,
  connectedAccount: null,
};

describe("paymentJson", () => {
  it("shows the amount in major units with the currency's decimals", () => {
    expect(paymentJson(payment).amount).toBe(19);
    expect(paymentJson({ ...payment, amount: 1900, currency: "JPY" }).amount).toBe(1900);
  });
  it("yields a valid PaymentJson", () => {
    expect(Schema.decodeUnknownSync(PaymentJson)(paymentJson(payment))).toEqual({
      ...payment,
      amount: 19,
    });
  });
});
