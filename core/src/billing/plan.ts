import { Schema } from "effect";
import { Currency } from "../money/currency.ts";
import { MinorUnits } from "../money/minor-units.ts";

/**
 * The plans one can subscribe to by card; Enterprise is by contact only
 * (docs/PRODUCT-RULES.md#payments).
 */
export const planIds = ["starter", "pro"] as const;

/** The identifier of a plan. */
export const PlanId = Schema.Literals(planIds).annotate({ message: "payments.errors.unknownplan" });
export type PlanId = typeof PlanId.Type;

/** How often a plan is charged. */
export const BillingInterval = Schema.Literals(["month"]);
export type BillingInterval = typeof BillingInterval.Type;

/**
 * A subscription plan. `price` is in minor units of `currency`; `description` and `features` are
 * i18n keys, shown in the interface language.
 */
export const Plan = Schema.Struct({
  id: PlanId,
  name: Schema.String,
  price: MinorUnits,
  currency: Currency,
  interval: BillingInterval,
  description: Schema.String,
  features: Schema.Array(Schema.String),
});
export type Plan = typeof Plan.Type;

/**
 * Starter, $9 a month: invoice creation, PDF export, e-mail sending
 * (docs/PRODUCT-RULES.md#payments).
 */
export const STARTER_PLAN: Plan = {
  id: "starter",
  name: "Starter",
  price: 900,
  currency: "USD",
  interval: "month",
  description: "pricing.plans.starter.description",
  features: [
    "pricing.features.invoicecreation",
    "pricing.features.pdfexport",
    "pricing.features.emailsending",
  ],
};

/**
 * Pro, $19 a month: everything in Starter, client management, custom templates
 * (docs/PRODUCT-RULES.md#payments).
 */
export const PRO_PLAN: Plan = {
  id: "pro",
  name: "Pro",
  price: 1900,
  currency: "USD",
  interval: "month",
  description: "pricing.plans.pro.description",
  features: [
    "pricing.features.everythinginstarter",
    "pricing.features.clientmanagement",
    "pricing.features.customtemplates",
  ],
};

/** Every plan, cheapest first, as the pricing pages list them. */
export const PLANS: ReadonlyArray<Plan> = [STARTER_PLAN, PRO_PLAN];

const plansById: Readonly<Record<PlanId, Plan>> = { starter: STARTER_PLAN, pro: PRO_PLAN };

/** The plan with this id. */
export const planById = (id: PlanId): Plan => plansById[id];
