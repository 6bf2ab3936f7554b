import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import {
  ConfirmPaymentRequest,
  CreatePaymentIntentRequest,
  PaymentFailureRequest,
  SandboxAuthenticationRequest,
  SandboxCardRequest,
} from "./payment-requests.ts";

describe("CreatePaymentIntentRequest", () => {
  it("keeps only the plan: a sent amount never reaches the server's logic", () => {
    const body = { planId: "pro", amount: 0.01, currency: "USD", description: "Pro" };
    expect(decodeFields(CreatePaymentIntentRequest)(body)).toEqual({ value: { planId: "pro" } });
  });
  it.each([{}, { planId: "enterprise" }])("refuses %j with payments.errors.unknownplan", (body) => {
    expect(decodeFields(CreatePaymentIntentRequest)(body)).toEqual({
      fields: { planId: "payments.errors.unknownplan" },
    });
  });
});

describe("ConfirmPaymentRequest", () => {
  it("needs the payment intent and the plan", () => {
    expect(
      decodeFields(ConfirmPaymentRequest)({ paymentIntentId: "pi_1", planId: "starter" }),
    ).toEqual({
      value: { paymentIntentId: "pi_1", planId: "starter" },
    });
    expect(decodeFields(ConfirmPaymentRequest)({ planId: "starter" })).toEqual({
      fields: { paymentIntentId: "payments.errors.paymentintentrequired" },
    });
  });
});

describe("PaymentFailureRequest", () => {
  it("takes an optional, bounded reason", () => {
    expect(decodeFields(PaymentFailureRequest)({ paymentIntentId: "pi_1" })).toEqual({
      value: { paymentIntentId: "pi_1" },
    });
    expect(
      decodeFields(PaymentFailureRequest)({
        paymentIntentId: "pi_1",
        failureReason: "x".repeat(501),
      }),
    ).toEqual({ fields: { failureReason: "common.validation.toolong" } });
  });
});

describe("SandboxCardRequest", () => {
  it("names each missing card field with its key", () => {
    expect(
      decodeFields(SandboxCardRequest)({ paymentIntentId: "pi_sandbox_1", number: " " }),
    ).toEqual({
      fields: {
        number: "billing.card.numberrequired",
        expiry: "billing.card.expiryrequired",
        cvc: "billing.card.cvcrequired",
      },
    });
  });
});

describe("SandboxAuthenticationRequest", () => {
  it("needs the card holder's answer", () => {
    expect(decodeFields(SandboxAuthenticationRequest)({ paymentIntentId: "pi_sandbox_1" })).toEqual(
      {
        fields: { approve: "billing.sandbox.approverequired" },
      },
    );
    expect(
      decodeFields(SandboxAuthenticationRequest)({
        paymentIntentId: "pi_sandbox_1",
        approve: "yes",
      }),
    ).toEqual({ fields: { approve: "billing.sandbox.approverequired" } });
  });
});
