import { Schema } from "effect";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import { BillingInterval, type Plan, PlanId } from "./plan.ts";

/** A plan as the API shows it: the price in major units (9 for $9) (docs/PRODUCT-RULES.md#api). */
export const PlanJson = Schema.Struct({
  id: PlanId,
  name: Schema.String,
  price: JsonAmount,
  currency: Currency,
  interval: BillingInterval,
  description: Schema.String,
  features: Schema.Array(Schema.String),
});
export type PlanJson = typeof PlanJson.Type;

/** The API form of a plan. */
export const planJson = (plan: Plan): PlanJson => ({
  ...plan,
  price: fromMinorUnits(plan.price, plan.currency),
});
