import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { PLANS, Plan, PlanId, planById } from "./plan.ts";
import { planJson } from "./plan-json.ts";

describe("plans", () => {
  it("are Starter at $9 and Pro at $19 a month, in cents of USD", () => {
    expect(PLANS.map((plan) => [plan.id, plan.price, plan.currency, plan.interval])).toEqual([
      ["starter", 900, "USD", "month"],
      ["pro", 1900, "USD", "month"],
    ]);
  });
  it("are valid plans and found by id", () => {
    for (const plan of PLANS) {
      expect(Schema.decodeUnknownSync(Plan)(plan)).toEqual(plan);
      expect(planById(plan.id)).toBe(plan);
    }
  });
  it("show their price in dollars through the API", () => {
    expect(PLANS.map((plan) => planJson(plan).price)).toEqual([9, 19]);
  });
  it("refuses an unknown plan id with payments.errors.unknownplan", () => {
    expect(decodeFields(Schema.Struct({ planId: PlanId }))({ planId: "enterprise" })).toEqual({
      fields: { planId: "payments.errors.unknownplan" },
    });
  });
});
