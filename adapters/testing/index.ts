export {
  type StandInIntent,
  type StandInRequest,
  type StripeStandIn,
  startStripeStandIn,
} from "./payments/stripe-stand-in.ts";
export * from "./persistence/index.ts";
export { testNfeSchemaDirectory, testStandardsDir } from "./standards.ts";
